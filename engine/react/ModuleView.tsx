import { Fragment } from 'react';
import type { ModuleComponent, ModuleContext } from '../module-entry.ts';
import type { ResolvedModule } from '../tree.ts';
import { Island, moduleIslandId, useIslands } from './islands.tsx';
import { ModuleBoundary } from './ModuleBoundary.tsx';
import './ModuleView.css';

export interface ModuleViewProps {
  module: ResolvedModule;
  /** The module's loaded component (`(await registry[name].load()).default`); undefined if not loaded. */
  component: ModuleComponent | undefined;
  context: ModuleContext;
  /** False inside a drawer: the drawer carries the module's anchor, and an id must be unique. */
  anchored?: boolean;
}

/**
 * Renders one resolved module: its problem placeholder in debug (nothing in production), else
 * its component inside its own error boundary, wrapped in an element that carries the in-page
 * anchor (urlSlug) and the screen-size hiding class (`wx-hide-small` / `wx-hide-large`). Nested
 * module lists (tab panels) render the same way and reach the component as `panels`. A module
 * with client behaviour (its entry's `hydrate`) is an island inside that wrapper (islands.tsx).
 *
 * @example <ModuleView module={m} component={moduleComponent(m.name)} context={ctx} />
 */
export function ModuleView({
  module,
  component: Component,
  context,
  anchored = true,
}: ModuleViewProps) {
  const env = useIslands();
  const problem =
    module.problem ??
    (Component || env.hole || module.kept ? undefined : `Module "${module.name}" is not loaded`);
  if (problem) {
    return context.debug ? (
      <div className="wx-module-problem" role="note" data-module={module.name}>
        {problem}
      </div>
    ) : null;
  }
  const interactive = env.rule(module.name) !== 'never';
  const attributes = {
    className: `wx-module${module.hideOn ? ` wx-hide-${module.hideOn}` : ''}`,
    id: anchored ? module.config.urlSlug : undefined,
    'data-module': module.name,
    // Inside an island, and on a static module of the page itself (not an overlay's parent): the
    // browser finds its HTML by key (island holes; kept modules, decision 028).
    'data-key': env.inside || (!interactive && !env.scope) ? module.key : undefined,
  };
  // Hydrating the island around it: this module stays as the server drew it (a static module
  // keeps its HTML; an interactive one is hydrated as an island of its own).
  if (env.hole)
    return (
      <div
        {...attributes}
        dangerouslySetInnerHTML={{ __html: env.hole(module.key) }}
        suppressHydrationWarning
      />
    );
  // The server's page rendered whole in the browser: a module the snapshot kept without its
  // config stays as the server drew it (its own component type, so that a module of the next
  // page under the same key mounts afresh).
  if (module.kept)
    return <KeptModule attributes={attributes} html={env.kept?.(module.key) ?? ''} />;
  const body = <ModuleBody module={module} component={Component} context={context} />;
  return (
    <div {...attributes}>
      {!interactive ? body : <Island id={moduleIslandId(env, module.key)}>{body}</Island>}
    </div>
  );
}

/** A kept module (engine/tree.ts `kept`): its wrapper with the server's HTML inside. */
function KeptModule({ attributes, html }: { attributes: object; html: string }) {
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A module's content inside its wrapper: its component in its own error boundary, with its nested
 * module lists (tab panels) rendered the same way. The browser hydrates a module island from it.
 */
export function ModuleBody({
  module,
  component: Component,
  context,
}: Omit<ModuleViewProps, 'anchored'>) {
  const panels = module.panels?.map((list, i) => (
    <Fragment key={i}>
      {list.map((m) => (
        <ModuleView
          key={m.key}
          module={m}
          component={context.componentOf(m.name)}
          context={context}
        />
      ))}
    </Fragment>
  ));
  return (
    <ModuleBoundary name={module.name} debug={context.debug}>
      {Component ? <Component config={module.config} context={context} panels={panels} /> : null}
    </ModuleBoundary>
  );
}
