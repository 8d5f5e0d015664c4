import type { ComponentType } from 'react';
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
}

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
  /** Precompiled validator of the module's config (from modules/<name>/config.schema.json). */
  validate: Validator;
  load: () => Promise<{ default: ComponentType<ModuleProps<TConfig>> }>;
  /** Reserved height in px before the module's data arrives, so nothing shifts (CLS 0). */
  minHeight?: number;
}
