import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_NAMES } from '#schemas/generated/catalogue.ts';
import { moduleValidators } from '#schemas/generated/module-validators.js';
import { laterCatalogue } from './later-catalogue.ts';
import { catalogue } from './catalogue.ts';
import { appChunkRegistry, hydrateRule } from './registry.ts';

const modulesDir = fileURLToPath(new URL('.', import.meta.url));
/** Folders of modules: everything here but the shared helpers. */
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'shared')
  .map((e) => e.name)
  .sort();

describe('the module catalogue', () => {
  it('has one folder per module, each with its config schema and entry', () => {
    expect(folders).toEqual([...MODULE_NAMES]);
    for (const name of folders) {
      expect(existsSync(join(modulesDir, name, 'config.schema.json')), name).toBe(true);
      expect(existsSync(join(modulesDir, name, 'entry.ts')), name).toBe(true);
    }
  });

  it('registers every module under its own name, alphabetised, with its validator', async () => {
    // Two alphabetised lists, the app chunk's and the later chunk's, together every module once.
    const sorted = (names: string[]) => [...names].sort();
    const appChunk = Object.keys(appChunkRegistry);
    const later = Object.keys(laterCatalogue);
    expect(appChunk).toEqual(sorted(appChunk));
    expect(later).toEqual(sorted(later));
    expect(sorted(Object.keys(catalogue))).toEqual([...MODULE_NAMES]);
    expect(appChunk.length + later.length).toBe(MODULE_NAMES.length);
    expect(Object.keys(moduleValidators).sort()).toEqual([...MODULE_NAMES]);
    for (const name of MODULE_NAMES) {
      expect(catalogue[name].name).toBe(name);
      const { entry } = (await import(`./${name}/entry.ts`)) as { entry: unknown };
      expect(entry).toBe(catalogue[name]);
    }
  });

  it('keeps the modules without client behaviour out of the app chunk', () => {
    // The browser's first load has no entry of these (decision 021), so hydrateRule reads
    // 'never' for them: an interactive one there would stay dead until an in-app navigation,
    // and a static one in the app chunk would cost every page its entry.
    for (const [name, entry] of Object.entries(laterCatalogue)) {
      expect(entry.hydrate, name).toBe('never');
      expect(hydrateRule(name), name).toBe('never');
    }
    for (const [name, entry] of Object.entries(appChunkRegistry)) {
      expect(entry.hydrate, name).not.toBe('never');
      expect(hydrateRule(name), name).toBe(entry.hydrate);
    }
  });
});
