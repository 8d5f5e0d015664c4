import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { ModuleContext } from '#engine/module-entry.ts';
import { moduleComponent } from './components.ts';
import type { ViewModule } from './view-tree.ts';

interface BoundaryProps {
  name: string;
  debug: boolean;
  children: ReactNode;
}

/** One boundary per module: a render error shows nothing in production, details in debug. */
class ModuleBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`module ${this.props.name} failed to render`, error, info.componentStack);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.debug ? (
      <div className="wx-module-problem" role="note">
        Module {this.props.name} failed: {this.state.error.message}
      </div>
    ) : null;
  }
}

/** A placed module: its anchor, its small/large-screen hiding, its boundary and component. */
export function ModuleView({ module, context }: { module: ViewModule; context: ModuleContext }) {
  if (module.problem) {
    return context.debug ? (
      <div className="wx-module-problem" role="note">
        {module.problem}
      </div>
    ) : null;
  }
  const Component = moduleComponent(module.name);
  if (!Component) return null;
  return (
    <div className={`wx-module${module.hideOn ? ` wx-hide-${module.hideOn}` : ''}`} id={module.config.urlSlug} data-module={module.name}>
      <ModuleBoundary name={module.name} debug={context.debug}>
        <Component config={module.config} context={context} />
      </ModuleBoundary>
    </div>
  );
}
