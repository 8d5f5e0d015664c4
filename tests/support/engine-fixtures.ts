import type { AnyModuleEntry, Validator } from '#engine/module-entry.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import type { ModuleRegistry, ModuleValidators } from '#engine/resolve.ts';
import type { EngineLogger } from '#engine/tree.ts';

/** Shared by the engine's unit tests: a tiny registry, a page and a logger that remembers. */

/** A validator that requires a string `text` (like the text module) and reports ajv-style errors. */
function requireText(): Validator {
  const v: Validator = (data) => {
    const ok = typeof (data as { text?: unknown }).text === 'string';
    v.errors = ok ? null : [{ instancePath: '', message: "must have required property 'text'" }];
    return ok;
  };
  return v;
}

const anything: Validator = () => true;

export const testEntry = (name: string): AnyModuleEntry => ({
  name,
  load: () => Promise.reject(new Error('not loaded in engine tests')),
});

export const testRegistry: ModuleRegistry = {
  text: testEntry('text'),
  'link-list': testEntry('link-list'),
  forecast: testEntry('forecast'),
  tabs: testEntry('tabs'),
};

/** The server's validators for the test registry (the browser passes none). */
export const testValidators: ModuleValidators = {
  text: requireText(),
  'link-list': anything,
  forecast: requireText(),
  tabs: anything,
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
