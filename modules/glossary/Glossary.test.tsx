// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import type { GlossaryConfig, PageDescription } from '#schemas/generated/types.ts';
import { validateModuleGlossary } from '#schemas/generated/validators.js';
import { GLOSSARY_TERMS, GLOSSARY_URL } from '#engine/vocabulary/glossary.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import Glossary from './Glossary.tsx';

const config: GlossaryConfig = {
  name: 'glossary',
  title: 'Glossary',
  terms: [
    { id: 'watch', term: 'Watch', definition: 'Severe weather is possible.', seeAlso: ['warning'] },
    {
      id: 'gust',
      term: 'Gust',
      definition: 'A brief burst of wind.\n\nGusts bring down branches.',
    },
    { id: 'warning', term: 'Warning', definition: 'Severe weather is expected.' },
  ],
};

describe('glossary', () => {
  it('validates; an entry without its anchor is refused', () => {
    expect(validateModuleGlossary(config)).toBe(true);
    expect(
      validateModuleGlossary({ ...config, terms: [{ term: 'Gust', definition: 'Wind.' }] }),
    ).toBe(false);
  });

  it('files the terms A to Z under their letters, with an index of the letters', () => {
    render(<Glossary config={config} context={testContext()} />);
    const letters = screen.getByRole('navigation', { name: 'Glossary letters' });
    expect(
      within(letters)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['G', '#letter-g'],
      ['W', '#letter-w'],
    ]);
    const w = screen.getByRole('region', { name: 'W' });
    expect(
      within(w)
        .getAllByRole('term')
        .map((t) => [t.textContent, t.id]),
    ).toEqual([
      ['Warning', 'warning'],
      ['Watch', 'watch'],
    ]);
    expect(within(w).getByRole('link', { name: 'Warning' }).getAttribute('href')).toBe('#warning');
    const gust = screen.getByRole('region', { name: 'G' });
    expect(
      within(gust)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['A brief burst of wind.', 'Gusts bring down branches.']);
  });

  it('has every term the modules link to on the glossary page', () => {
    const page = JSON.parse(
      readFileSync('content/pages/about/glossary.json', 'utf8'),
    ) as PageDescription;
    expect(page.url).toBe(GLOSSARY_URL);
    const module = page.layout.primary?.main?.find((m) => m.name === 'glossary') as GlossaryConfig;
    const ids = new Set(module.terms.map((t) => t.id));
    expect(GLOSSARY_TERMS.filter((id) => !ids.has(id))).toEqual([]);
    // Every 'see also' names an entry that is there.
    expect(module.terms.flatMap((t) => t.seeAlso ?? []).filter((id) => !ids.has(id))).toEqual([]);
  });
});
