import type { ModuleEntry } from '#engine/module-entry.ts';

/**
 * Every module the engine can place, by the exact name used in page descriptions. One explicit,
 * alphabetised map: nothing registers itself on import (STYLE.md). Components load lazily.
 */
export const registry: Readonly<Record<string, ModuleEntry<never>>> = {
};
