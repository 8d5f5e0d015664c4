import type { ModuleComponent } from '#engine/module-entry.ts';
import { registry } from '#modules/registry.ts';

/**
 * Loaded module components by name. Server and client both load a page's module chunks before
 * rendering it (in parallel, started as soon as the page is known), then render synchronously:
 * hydration never meets a suspended module and server and client produce the same markup.
 */
const loaded = new Map<string, ModuleComponent>();

export async function loadModules(names: Iterable<string>): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const name of new Set(names)) {
    const entry = registry[name];
    if (!entry || loaded.has(name)) continue;
    pending.push(
      entry.load().then((m) => {
        loaded.set(name, m.default as ModuleComponent);
      }),
    );
  }
  await Promise.all(pending);
}

export function moduleComponent(name: string): ModuleComponent | undefined {
  return loaded.get(name);
}
