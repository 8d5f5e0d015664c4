import type { AnyModuleEntry, Validator } from '#engine/module-entry.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import type { Contracts } from '#engine/contracts.ts';
import { dataValidators } from '#schemas/generated/data-validators.js';
import { MODULE_DATA, MODULE_PARTS } from '#schemas/generated/module-data.ts';
import { moduleValidators } from '#schemas/generated/module-validators.js';
import type { ModuleRegistry } from '#engine/resolve.ts';
import type { EngineLogger } from '#engine/tree.ts';

/** Shared by the engine's unit tests: a tiny registry, a page and a logger that remembers. */

/** A validator that requires a string `text` (like the text module) and reports ajv-style errors. */
function requireText(): Validator {
  const v: Validator = (data) => {
    const ok = typeof (data as { text?: unknown }).text === 'string';
    v.errors = ok
      ? null
      : [{ instancePath: '', keyword: 'required', message: "must have required property 'text'" }];
    return ok;
  };
  return v;
}

const anything: Validator = () => true;

export const testEntry = (name: string): AnyModuleEntry => ({
  name,
  load: () => Promise.reject(new Error('not loaded in engine tests')),
  hydrate: 'never',
});

export const testRegistry: ModuleRegistry = {
  text: testEntry('text'),
  'link-list': testEntry('link-list'),
  forecast: testEntry('forecast'),
  tabs: testEntry('tabs'),
};

/** The test registry's contracts: text needs a string `text`; forecast takes data (any object). */
export const testContracts: Contracts = {
  config: {
    text: requireText(),
    'link-list': anything,
    forecast: requireText(),
    tabs: anything,
  },
  payload: { ForecastData: anything },
  data: { forecast: { payload: 'ForecastData', fields: ['text', 'title', 'subtitle'] } },
  parts: {},
};

/** The real catalogue's contracts (what the server checks with), for tests of real modules. */
export const catalogueContracts: Contracts = {
  config: moduleValidators,
  payload: dataValidators,
  data: MODULE_DATA,
  parts: MODULE_PARTS,
};

export function testPage(
  layout: Partial<PageDescription['layout']> = {},
  extra: Partial<PageDescription> = {},
): PageDescription {
  return {
    schemaVersion: 1,
    url: '/towns-cities/locations/auckland',
    type: 'towns-cities',
    name: 'auckland',
    title: 'Auckland',
    ...extra,
    layout: { name: 'five-up', ...layout },
  };
}

export function memoryLogger(): EngineLogger & { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  return { errors, warnings, error: (m) => errors.push(m), warn: (m) => warnings.push(m) };
}
