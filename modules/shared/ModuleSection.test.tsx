// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render, screen } from '@testing-library/react';
import { ModuleSection } from './ModuleSection.tsx';

const modulesDir = join(import.meta.dirname, '..');

/** Every component file of the modules (tests and the primitive itself aside). */
function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return componentFiles(path);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [path] : [];
  });
}

/**
 * Sections that are not a module's titled section: the search page's heading is for screen
 * readers only (the form's label is what sighted visitors read), and its result groups, the high
 * seas areas, the glossary's letters, the map's marker detail and the warnings map's tapped-area
 * detail are parts inside a module, not the module itself.
 */
const NOT_MODULE_SECTIONS = new Set([
  'search-results/SearchResults.tsx',
  'high-seas-list/HighSeasList.tsx',
  'glossary/Glossary.tsx',
  'shared/map/MarkerDetail.tsx',
  'warnings-map/WarningsMap.tsx',
  'shared/ModuleSection.tsx',
]);

describe('ModuleSection', () => {
  it('is a region named by its title, with the shared heading', () => {
    render(
      <ModuleSection title="Tides at Auckland">
        <p>High 3:04 pm</p>
      </ModuleSection>,
    );
    const region = screen.getByRole('region', { name: 'Tides at Auckland' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Tides at Auckland' });
    expect(region.contains(heading)).toBe(true);
    expect(heading.className).toBe('wx-module-title');
  });

  it('is named by its label when it has no title, and shows no heading', () => {
    render(
      <ModuleSection label="Warnings in force">
        <p>None</p>
      </ModuleSection>,
    );
    expect(screen.getByRole('region', { name: 'Warnings in force' }).textContent).toBe('None');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  // Issue 10: one primitive for every module's titled section, so no module styles or wires its
  // own heading. A module that writes `<section` itself has stepped around it.
  it('is the only titled section the modules write', () => {
    const handRolled = componentFiles(modulesDir)
      .map((file) => relative(modulesDir, file).split('\\').join('/'))
      .filter((file) => !NOT_MODULE_SECTIONS.has(file))
      .filter((file) => /<section[\s>]/.test(readFileSync(join(modulesDir, file), 'utf8')));
    expect(handRolled).toEqual([]);
  });
});
