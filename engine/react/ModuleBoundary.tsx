import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

export interface ModuleBoundaryProps {
  /** Module name, shown in debug and logged. */
  name: string;
  debug: boolean;
  children: ReactNode;
  /** Where render errors are reported (default console.error). */
  onError?: (name: string, error: Error, componentStack: string | null | undefined) => void;
}

/**
 * One boundary per module (spec shell doc section 8: "Module render error: nothing in
 * production"): a module that throws while rendering disappears, the rest of the page stays.
 * Debug mode shows the module name and message instead.
 */
export class ModuleBoundary extends Component<ModuleBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const report =
      this.props.onError ??
      ((name, e) => console.error(`Module "${name}" failed to render: ${e.message}`));
    report(this.props.name, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!this.props.debug) return null;
    return (
      <div className="wx-module-problem" role="note">
        Module &quot;{this.props.name}&quot; failed to render: {error.message}
      </div>
    );
  }
}
