// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { MarineForecastConfig, MarinePeriod } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import MarineForecast from './MarineForecast.tsx';
import { validateModuleMarineForecast } from '#schemas/generated/validators.js';

const periods = [0, 3, 6].map((h, i): MarinePeriod => ({
  time: new Date(Date.parse('2026-11-22T01:00:00Z') + h * 3_600_000).toISOString(),
  wind: { direction: 'W', averageSpeed: 25 + i * 5, gustSpeed: 40 },
  swell: { seaHeight: 3.25 + i, direction: 'SW', period: 11 },
  seaState: 'rough',
}));
const config: MarineForecastConfig = {
  name: 'marine-forecast',
  title: 'Southern high seas forecast',
  source: 'demo',
  text: 'Westerly 30 knots rising to 40 knots.',
  periods,
  warnings: ['gale', 'iceaccretion', 'storm'],
};

describe('marine-forecast', () => {
  it('validates periods', () => {
    expect(validateModuleMarineForecast(config)).toBe(true);
    expect(
      validateModuleMarineForecast({
        ...config,
        periods: [{ time: '2026-11-22T14:00:00+13:00', swell: { seaHeight: -1 } }],
      }),
    ).toBe(false);
  });

  it('shows the outlook and wind kt, swell m, period and sea state per period', () => {
    render(<MarineForecast config={config} context={testContext()} />);
    expect(screen.getByText('Westerly 30 knots rising to 40 knots.')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('W 25 kt')).toBeTruthy();
    expect(first.getByText('SW 3.3 m')).toBeTruthy();
    expect(first.getByText('11 s')).toBeTruthy();
    expect(first.getByText('rough')).toBeTruthy();
  });

  it('links swell, period and sea state to their meaning in the glossary', () => {
    render(<MarineForecast config={config} context={testContext()} />);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(
      headers
        .flatMap((h) => within(h).queryAllByRole('link'))
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Swell', '/about/glossary#swell'],
      ['Period', '/about/glossary#swell-period'],
      ['Sea state', '/about/glossary#sea-state'],
    ]);
  });

  it('lists high seas warnings in priority order', () => {
    render(<MarineForecast config={config} context={testContext()} />);
    const list = screen.getByRole('list', { name: 'Warnings in force' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Storm warning', 'Gale warning', 'Ice accretion warning']);
  });
});
