import type { ReactNode } from 'react';
import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';

/** What every module component receives: its config with any dataUrl result merged over it. */
export interface ModuleProps<TConfig extends ModuleConfig = ModuleConfig> {
  config: TConfig;
  context: ModuleContext;
}

export interface ModuleContext {
  page: PageDescription;
  /** Debug/preview mode: show problems instead of hiding them. */
  debug: boolean;
  /** Time the page was rendered (ms since epoch); modules never read the clock themselves. */
  now: number;
  /**
   * Renders nested module configs (tab panels) with the page's own rules: registry lookup,
   * validation, hideWhen, error boundary. Supplied by the shell; without it nested modules show nothing.
   */
  renderModules?: (configs: ModuleConfig[]) => ReactNode;
  /**
   * Key of an item to open from outside, e.g. the forecast day from the `day` query parameter
   * (spec pages doc "Forecast day parameter"). Accordions open the item with this key.
   */
  openItem?: string;
}

/**
 * A module component. A plain function type (not React's ComponentType) so that an entry for a
 * specific config fits the registry's `ModuleEntry<never>`: ComponentClass's defaultProps would
 * make the config type invariant.
 */
export type ModuleComponent<TConfig extends ModuleConfig = ModuleConfig> = (
  props: ModuleProps<TConfig>,
) => ReactNode;

export interface Validator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}

/**
 * A module declared in `modules/<name>/entry.ts`. The component lives in its own file and is only
 * loaded when a page uses it (`load`). Nothing registers itself: `modules/registry.ts` lists entries.
 */
export interface ModuleEntry<TConfig extends ModuleConfig = ModuleConfig> {
  /** Name used in page descriptions, exact case. */
  name: string;
  load: () => Promise<{ default: ModuleComponent<TConfig> }>;
  /** Reserved height in px before the module's data arrives, so nothing shifts (CLS 0). */
  minHeight?: number;
}
