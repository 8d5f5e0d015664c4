// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { testContext } from '#tests/support/module-fixtures.ts';
import HighSeasList, { LARGE_SCREEN_QUERY } from './HighSeasList.tsx';
import { validateModuleHighSeasList } from '#schemas/generated/validators.js';

function mockScreen(large: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === LARGE_SCREEN_QUERY && large,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('high-seas-list', () => {
  it('validates', () => {
    expect(validateModuleHighSeasList({ name: 'high-seas-list', title: 'High seas areas' })).toBe(
      true,
    );
  });

  it('lists Subtropic, Pacific, Forties, Southern as in-page hash links on small screens (and on the server)', () => {
    mockScreen(false);
    render(
      <HighSeasList
        config={{ name: 'high-seas-list', title: 'High seas areas' }}
        context={testContext()}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Subtropic',
      'Pacific',
      'Forties',
      'Southern',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#subtropic',
      '#pacific',
      '#forties',
      '#southern',
    ]);
    expect(
      renderToString(<HighSeasList config={{ name: 'high-seas-list' }} context={testContext()} />),
    ).toContain('href="#forties"');
  });

  it('opens the area in a panel through ?location= on large screens', () => {
    mockScreen(true);
    render(<HighSeasList config={{ name: 'high-seas-list' }} context={testContext()} />);
    expect(screen.getByRole('link', { name: 'Southern' }).getAttribute('href')).toBe(
      '?location=southern',
    );
    expect(screen.getByRole('navigation', { name: 'High seas areas' })).toBeTruthy();
  });
});
