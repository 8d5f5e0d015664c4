// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Warning, WarningsListConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import { validateModuleWarningsList } from '#schemas/generated/validators.js';
import WarningsList from './WarningsList.tsx';

const red: Warning = {
  name: 'Heavy Rain Warning - Red',
  warnLevel: 'red',
  eventType: 'rain',
  url: '/warnings/home#westland-red',
  regions: ['West Coast'],
  areaDescription: 'Westland District',
  issuedAt: '2026-11-22T09:00:00+13:00',
  threatEndTime: '2026-11-23T21:00:00+13:00',
};
const gale: Warning = {
  name: 'Gale Warning - Cook',
  warnLevel: 'orange',
  eventType: 'gale',
  regions: ['Wellington'],
};
const outlook: Warning = {
  name: 'Severe Weather Outlook',
  warnLevel: 'blue',
  eventType: 'rain',
  regions: ['West Coast'],
};
const config = (over: Partial<WarningsListConfig> = {}): WarningsListConfig => ({
  name: 'warnings-list',
  title: 'Warnings in force',
  warnings: [red, gale, outlook],
  ...over,
});

describe('warnings-list module', () => {
  it('validates its config, with a region and scope', () => {
    expect(
      validateModuleWarningsList({
        name: 'warnings-list',
        region: 'West Coast',
        scope: 'land',
        dataUrl: '/api/warnings-service/all',
      }),
    ).toBe(true);
    expect(validateModuleWarningsList({ name: 'warnings-list', scope: 'sea' })).toBe(false);
  });

  it('lists each warning with its level in words, area, times and link', () => {
    render(<WarningsList config={config()} context={testContext()} />);
    const items = within(screen.getByRole('region', { name: 'Warnings in force' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Red warning');
    expect(items[0]!.textContent).toContain('Westland District');
    expect(items[0]!.textContent).toContain(
      'Issued 9:00 am, 22 November 2026. Until 9:00 pm, 23 November 2026',
    );
    expect(
      screen.getByRole('link', { name: 'Heavy Rain Warning - Red' }).getAttribute('href'),
    ).toBe('/warnings/home#westland-red');
    expect(items[0]!.id).toBe('westland-red');
  });

  it('links what the warning levels mean under a list of warnings, not under none', () => {
    render(<WarningsList config={config()} context={testContext()} />);
    expect(
      screen.getByRole('link', { name: 'What the warning levels mean' }).getAttribute('href'),
    ).toBe('/about/glossary#warning-levels');
  });

  it('filters by region and by land or marine', () => {
    const { unmount } = render(
      <WarningsList
        config={config({ region: 'West Coast', scope: 'land' })}
        context={testContext()}
      />,
    );
    expect(
      screen
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.wx-warning-item__name')?.textContent),
    ).toEqual(['Heavy Rain Warning - Red']);
    unmount();
    render(<WarningsList config={config({ scope: 'marine' })} context={testContext()} />);
    expect(
      screen
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.wx-warning-item__name')?.textContent),
    ).toEqual(['Gale Warning - Cook']);
  });

  it('says so when nothing is in force, and renders on the server', () => {
    render(<WarningsList config={config({ region: 'Gisborne' })} context={testContext()} />);
    expect(screen.queryByRole('link', { name: 'What the warning levels mean' })).toBeNull();
    expect(screen.getByText('No warnings in place for Gisborne')).toBeTruthy();
    expect(renderToString(<WarningsList config={config()} context={testContext()} />)).toContain(
      'Heavy Rain Warning - Red',
    );
  });

  it('with headlines: one linked line a warning, its level in words and end time', () => {
    render(
      <WarningsList
        config={config({ headlines: true, warnings: [red, gale] })}
        context={{ ...testContext(), now: Date.parse('2026-11-22T14:00:00+13:00') }}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Red Heavy Rain Warning until 9 pm MondayWest Coast',
      'Orange Gale Warning - CookWellington',
    ]);
    expect(
      screen
        .getByRole('link', { name: 'Red Heavy Rain Warning until 9 pm Monday' })
        .getAttribute('href'),
    ).toBe('/warnings/home#westland-red');
  });

  it('with headlines: three lines, every red one kept, then See all with the count', () => {
    const orange = (n: number): Warning => ({ ...gale, name: `Orange Gale Warning - Area ${n}` });
    const { unmount } = render(
      <WarningsList
        config={config({ headlines: true, warnings: [red, orange(1), orange(2), orange(3)] })}
        context={testContext()}
      />,
    );
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Red Heavy Rain Warning/);
    expect(lines.slice(1)).toEqual([
      'Orange Gale Warning - Area 1Wellington',
      'Orange Gale Warning - Area 2Wellington',
    ]);
    expect(
      screen.getByRole('link', { name: 'See all 4 orange and red warnings' }).getAttribute('href'),
    ).toBe('/warnings/home');
    unmount();
    const reds = [1, 2, 3, 4].map((n) => ({ ...red, name: `Heavy Rain Warning - Red ${n}` }));
    render(
      <WarningsList
        config={config({ headlines: true, warnings: [orange(1), ...reds] })}
        context={testContext()}
      />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText(/Area 1/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See all 5 orange and red warnings' })).toBeTruthy();
  });

  it('with headlines and none in force: says there are no orange or red warnings', () => {
    render(
      <WarningsList config={config({ headlines: true, warnings: [] })} context={testContext()} />,
    );
    expect(screen.getByText('No orange or red warnings in force in New Zealand')).toBeTruthy();
  });

  it("titles a swell list 'Heavy Swell Warnings' by default and lists only swell warnings", () => {
    const swell: Warning = {
      name: 'Heavy Swell Warning - Canterbury coast',
      warnLevel: 'orange',
      eventType: 'swell',
      regions: ['Canterbury'],
    };
    const { unmount } = render(
      <WarningsList
        config={{ name: 'warnings-list', scope: 'swell', warnings: [red, gale, swell] }}
        context={testContext()}
      />,
    );
    const list = screen.getByRole('region', { name: 'Heavy Swell Warnings' });
    expect(within(list).getByRole('heading', { name: 'Heavy Swell Warnings' })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Heavy Swell Warning - Canterbury coast')]);
    unmount();
    // An editor's own title wins; other scopes get no default heading.
    render(
      <WarningsList
        config={{ name: 'warnings-list', scope: 'swell', title: 'Swell', warnings: [swell] }}
        context={testContext()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Swell' })).toBeTruthy();
    expect(screen.queryByText('Heavy Swell Warnings')).toBeNull();
    expect(validateModuleWarningsList({ name: 'warnings-list', scope: 'swell' })).toBe(true);
  });
});
