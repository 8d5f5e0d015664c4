import type { ModuleComponent } from '#engine/module-entry.ts';
import { createElement, useState } from 'react';
import { appChunkRegistry } from '#modules/registry.ts';
import { reportChunkLoadFailure } from './chunk-failure.ts';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * Loaded module components by name. Server and client both load a page's module chunks before
 * rendering it (in parallel, started as soon as the page is known), then render synchronously:
 * hydration never meets a suspended module and server and client produce the same markup.
 */
const loaded = new Map<string, ModuleComponent>();
/** Stand-ins for modules whose chunk failed: "could not load" with a retry (LoadFailed). */
const unloaded = new Map<string, ModuleComponent>();

/** The entries of the modules outside the app chunk (later-catalogue.ts, decision 021). */
const laterEntries = () => import('#modules/later-catalogue.ts').then((m) => m.laterRegistry);

/** Loads the modules' chunks; one that fails does not fail the others (or the page). */
export async function loadModules(names: Iterable<string>): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const name of new Set(names)) {
    if (loaded.has(name)) continue;
    const entry = appChunkRegistry[name];
    pending.push(
      (entry ? entry.load() : laterEntries().then((r) => r[name]?.load())).then(
        (m) => {
          if (m) loaded.set(name, m.default as ModuleComponent);
        },
        (error: unknown) => {
          if (!unloaded.has(name)) unloaded.set(name, retryingModule(name));
          reportChunkLoadFailure(name, error);
        },
      ),
    );
  }
  await Promise.all(pending);
}

/** A component the lazy tree loader brings for its own stand-ins (src/app/client-tree.ts). */
export const provideComponent = (name: string, component: ModuleComponent) =>
  void loaded.set(name, component);

/** True once the module's own code is here (not its could-not-load stand-in). */
export const isLoaded = (name: string): boolean => loaded.has(name);

export function moduleComponent(name: string): ModuleComponent | undefined {
  return loaded.get(name) ?? unloaded.get(name);
}

function retryingModule(name: string): ModuleComponent {
  return function UnloadedModule(props) {
    const [, rendered] = useState(0);
    const Loaded = loaded.get(name);
    if (Loaded) return createElement(Loaded, props);
    return createElement(LoadFailed, {
      what: 'This part of the page',
      onRetry: () => void loadModules([name]).then(() => rendered((n) => n + 1)),
    });
  };
}
