import { Fragment } from 'react';
import type { ModuleComponent, ModuleContext } from '../module-entry.ts';
import type { ResolvedModule } from '../tree.ts';
import { ModuleBoundary } from './ModuleBoundary.tsx';
import './ModuleView.css';

export interface ModuleViewProps {
  module: ResolvedModule;
  /** The module's loaded component (`(await registry[name].load()).default`); undefined if not loaded. */
  component: ModuleComponent | undefined;
  context: ModuleContext;
  /** False inside a drawer: the drawer carries the module's urlSlug as its id (ids stay unique). */
  anchored?: boolean;
}

/**
 * Renders one resolved module: its problem placeholder in debug (nothing in production), else
 * its component inside its own error boundary, wrapped in an element that carries the in-page
 * anchor (urlSlug) and the screen-size hiding class (`wx-hide-small` / `wx-hide-large`). Nested
 * module lists (tab panels) render the same way and reach the component as `panels`.
 *
 * @example <ModuleView module={m} component={moduleComponent(m.name)} context={ctx} />
 */
export function ModuleView({
  module,
  component: Component,
  context,
  anchored = true,
}: ModuleViewProps) {
  const problem =
    module.problem ?? (Component ? undefined : `Module "${module.name}" is not loaded`);
  if (problem) {
    return context.debug ? (
      <div className="wx-module-problem" role="note" data-module={module.name}>
        {problem}
      </div>
    ) : null;
  }
  const className = `wx-module${module.hideOn ? ` wx-hide-${module.hideOn}` : ''}`;
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
    <div
      className={className}
      id={anchored ? module.config.urlSlug : undefined}
      data-module={module.name}
    >
      <ModuleBoundary name={module.name} debug={context.debug}>
        {Component ? <Component config={module.config} context={context} panels={panels} /> : null}
      </ModuleBoundary>
    </div>
  );
}
