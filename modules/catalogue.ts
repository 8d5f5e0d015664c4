import type { ModuleEntry } from '#engine/module-entry.ts';
import type { ModuleRegistry } from '#engine/resolve.ts';
import type { ModuleConfigOf, ModuleName } from '#schemas/generated/catalogue.ts';
import { laterCatalogue } from './later-catalogue.ts';
import { appChunkCatalogue } from './registry.ts';

/** One entry per module of the generated catalogue, each typed by its own config schema. */
export type ModuleCatalogue = { readonly [N in ModuleName]: ModuleEntry<ModuleConfigOf<N>> };

/**
 * Every module the engine can place, by the exact name used in page descriptions: the two
 * alphabetised lists of registry.ts (the app chunk's) and later-catalogue.ts. Nothing registers
 * itself on import (STYLE.md); components load lazily. Its type makes a missing, extra or
 * misnamed entry a type error (registry.test.ts checks the folders). The server, the tools and
 * the tests read this; the browser's app chunk only registry.ts (decision 021).
 */
export const catalogue: ModuleCatalogue = { ...appChunkCatalogue, ...laterCatalogue };

/** The catalogue as the engine reads it: looked up by names that come from content. */
export const registry: ModuleRegistry = catalogue;
