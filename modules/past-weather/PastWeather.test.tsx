// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { PastWeatherConfig } from '#schemas/generated/types.ts';
import { validateModulePastWeather } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import PastWeather, { accuracyText } from './PastWeather.tsx';

const day = (
  date: string,
  obs: [number | null, number | null, number | null],
  fc: [number | null, number | null, number | null],
) => ({
  date,
  observed: { highTemp: obs[0], lowTemp: obs[1], rainfall: obs[2] },
  forecast: { highTemp: fc[0], lowTemp: fc[1], rainfall: fc[2] },
});
const days = [
  day('2026-11-15', [21, 11, 0], [21, 10, 0.9]),
  day('2026-11-16', [22, 12, 4.2], [24, 12, 3]),
  day('2026-11-17', [21, 13, 0], [18, 14, 0]),
  day('2026-11-18', [null, 12, null], [20, 13, 0]),
];
const config: PastWeatherConfig = {
  name: 'past-weather',
  title: 'The last 7 days',
  source: 'demo',
  days,
};

describe('past-weather', () => {
  it('validates the payload; a day without its forecast is refused', () => {
    expect(validateModulePastWeather(config)).toBe(true);
    expect(
      validateModulePastWeather({
        ...config,
        days: [{ date: '2026-11-15', observed: days[0]!.observed }],
      }),
    ).toBe(false);
  });

  it('shows observed beside forecast for each day, with how far the forecast was off', () => {
    render(<PastWeather config={config} context={testContext()} />);
    const table = screen.getByRole('table', {
      name: 'Observed against forecast for the last 4 days',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(2)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Sun 15 Nov21°21°11°10°−1°0 mm0.9 mm',
      'Mon 16 Nov22°24°+2°12°12°4.2 mm3 mm',
      'Tue 17 Nov21°18°−3°13°14°+1°0 mm0 mm',
      'Wed 18 NovN/A20°12°13°+1°N/A0 mm',
    ]);
    expect(within(table).getAllByRole('columnheader', { name: 'Observed' })).toHaveLength(3);
  });

  it('counts forecast highs within 2°, at the edge, over the days that have both', () => {
    expect(accuracyText(days)).toBe(
      'Forecast highs were within 2° of what happened on 2 of 3 days.',
    );
    render(<PastWeather config={config} context={testContext()} />);
    expect(screen.getByText(/on 2 of 3 days/)).toBeTruthy();
    expect(accuracyText([day('2026-11-15', [null, 1, 1], [1, 1, 1])])).toBe('');
  });

  it('renders nothing without days', () => {
    const { container } = render(
      <PastWeather config={{ ...config, days: [] }} context={testContext()} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
