import type { ReactNode } from 'react';
import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';

/** What every module component receives: its config with any dataUrl result merged over it. */
export interface ModuleProps<TConfig extends ModuleConfig = ModuleConfig> {
  config: TConfig;
  context: ModuleContext;
  /**
   * The module's nested module lists (tab panels), resolved, validated and given their data by
   * the engine like slot modules, rendered and in the order the catalogue lists them.
   */
  panels?: ReactNode[];
}

export interface ModuleContext {
  page: PageDescription;
  /** Debug/preview mode: show problems instead of hiding them. */
  debug: boolean;
  /** Time the page was rendered (ms since epoch); modules never read the clock themselves. */
  now: number;
  /** The forecast day the address names (`?day=`, spec pages doc "Forecast day parameter"). */
  day: string | null;
  /** Loaded component of a module name (nested modules render through it). */
  componentOf: (name: string) => ModuleComponent | undefined;
  /**
   * Data a module declared in its schema's x-parts and asks for in the browser (when on screen,
   * on demand): fetched through the data cache and checked against the declared payload schema
   * by the engine (data-door.ts), never by the module. Resolves with the checked payload; rejects
   * when it cannot be had (the module then shows its unavailable state).
   */
  loadPart: (module: string, part: string, config: ModuleConfig) => Promise<unknown>;
}

/**
 * A module component. A plain function type (not React's ComponentType) so that an entry for a
 * specific config fits the registry's `ModuleEntry<never>`: ComponentClass's defaultProps would
 * make the config type invariant.
 */
export type ModuleComponent<TConfig extends ModuleConfig = ModuleConfig> = (
  props: ModuleProps<TConfig>,
) => ReactNode;

/** The part of an ajv error the engine reads. */
export interface ValidatorError {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: { additionalProperty?: unknown; unevaluatedProperty?: unknown };
}

export interface Validator {
  (data: unknown): boolean;
  errors?: ValidatorError[] | null;
}

/**
 * Whether a module has client behaviour, and when it starts on a first load (decision 022):
 * - `never`: no client behaviour. The server's HTML is the module: on a first load its code is not
 *   downloaded and React does no work for it. Links, `<details>` and GET forms work without code.
 * - `load`: hydrated as soon as the page's code has loaded (what a visitor uses at once).
 * - `visible`: hydrated when it comes within reach of the screen, or at the first touch, click,
 *   key or focus inside it (hydrated then and there, so that first input is answered).
 * - `idle`: hydrated when the browser is idle (enhancements nobody waits for).
 * After an in-app navigation the page is rendered whole in the browser, every module included.
 */
export type Hydrate = 'never' | 'load' | 'visible' | 'idle';

/**
 * A module declared in `modules/<name>/entry.ts`. The component lives in its own file and is only
 * loaded when a page uses it (`load`). Nothing registers itself: `modules/registry.ts` lists entries.
 */
export interface ModuleEntry<TConfig extends ModuleConfig = ModuleConfig> {
  /** Name used in page descriptions, exact case (the config schema's `name` const). */
  name: TConfig['name'];
  load: () => Promise<{ default: ModuleComponent<TConfig> }>;
  /**
   * Client behaviour (state, effects, event handlers, data asked for in the browser) and when it
   * starts; `never` when the component only draws its config. Say `never` only when nothing in
   * the component or what it imports needs the browser: `modules/registry.test.ts` checks it.
   */
  hydrate: Hydrate;
  /** Reserved height in px before the module's data arrives, so nothing shifts (CLS 0). */
  minHeight?: number;
}

/** Any module's entry, as the engine looks entries up by a name read from content. */
export type AnyModuleEntry = Omit<ModuleEntry<never>, 'name'> & { name: string };
