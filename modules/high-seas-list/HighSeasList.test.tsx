// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { HighSeasListConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import { AddressSearch } from '../shared/address.ts';
import HighSeasList, { LARGE_SCREEN_QUERY } from './HighSeasList.tsx';
import { highSeasLocation } from '#engine/vocabulary/high-seas.ts';
import { validateModuleHighSeasList } from '#schemas/generated/validators.js';

function mockScreen(large: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === LARGE_SCREEN_QUERY && large,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const config: HighSeasListConfig = {
  name: 'high-seas-list',
  title: 'High seas areas',
  areas: [
    { key: 'subtropic', label: 'Subtropic', url: '/marine/high-seas/subtropic', text: 'Calm.' },
    { key: 'pacific', label: 'Pacific', url: '/marine/high-seas/pacific', text: 'Gale warning.' },
  ],
};
const page = { url: '/marine' };

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('high-seas-list', () => {
  it('validates', () => {
    expect(validateModuleHighSeasList(config)).toBe(true);
    expect(validateModuleHighSeasList({ ...config, areas: [{ key: 'x' }] })).toBe(false);
  });

  it('reads only the four areas from ?location=', () => {
    expect(highSeasLocation('?location=forties')).toBe('forties');
    expect(highSeasLocation('?location=../../etc')).toBeNull();
    expect(highSeasLocation('')).toBeNull();
  });

  it('renders links that work without JavaScript at any size, and a target for each area', () => {
    const html = renderToString(<HighSeasList config={config} context={testContext(page)} />);
    expect(html).toContain('href="?location=forties#forties"');
    for (const key of ['subtropic', 'pacific', 'forties', 'southern'])
      expect(html).toContain(`id="${key}"`);
    expect(html).not.toContain('wx-high-seas__area--open');
  });

  it('renders the panel of the area the address names on the server', () => {
    const html = renderToString(
      <AddressSearch.Provider value={() => '?location=pacific'}>
        <HighSeasList config={config} context={testContext(page)} />
      </AddressSearch.Provider>,
    );
    expect(html).toMatch(
      /class="wx-high-seas__area wx-high-seas__area--open"[^>]*id="pacific"|id="pacific"[^>]*class="wx-high-seas__area wx-high-seas__area--open"/,
    );
    expect(html).toContain('Gale warning.');
    expect(html).toContain('href="/marine"');
  });

  it('jumps to the in-page #key section on small screens', () => {
    mockScreen(false);
    render(<HighSeasList config={config} context={testContext(page)} />);
    const nav = screen.getByRole('navigation', { name: 'High seas areas' });
    const links = within(nav).getAllByRole('link');
    // Each named for what it opens, not only 'Pacific' (which also names the link to its page).
    expect(links.map((a) => a.textContent)).toEqual([
      'Subtropic forecast summary',
      'Pacific forecast summary',
      'Forties forecast summary',
      'Southern forecast summary',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#subtropic',
      '#pacific',
      '#forties',
      '#southern',
    ]);
    expect(document.getElementById('pacific')?.textContent).toContain('Gale warning.');
    // In place: the hash changes without a popstate (which would make the app reload the page).
    const popstate = vi.fn();
    window.addEventListener('popstate', popstate);
    Element.prototype.scrollIntoView = vi.fn();
    fireEvent.click(links[1]!);
    window.removeEventListener('popstate', popstate);
    expect(window.location.hash).toBe('#pacific');
    expect(popstate).not.toHaveBeenCalled();
    expect(document.activeElement?.textContent).toBe('Pacific forecast summary');
  });

  it('opens the area in a panel through ?location= on large screens, and closes it', () => {
    mockScreen(true);
    render(<HighSeasList config={config} context={testContext(page)} />);
    const pacific = screen.getByRole('link', { name: 'Pacific forecast summary' });
    expect(pacific.getAttribute('href')).toBe('?location=pacific');
    fireEvent.click(pacific);
    expect(window.location.search).toBe('?location=pacific');
    const panel = screen.getByRole('region', { name: 'Pacific forecast summary' });
    expect(panel.className).toContain('wx-high-seas__area--open');
    expect(pacific.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Pacific forecast summary');
    fireEvent.click(within(panel).getByRole('link', { name: /^Close\s*Pacific forecast$/ }));
    expect(window.location.search).toBe('');
    expect(panel.className).not.toContain('--open');
  });
});
