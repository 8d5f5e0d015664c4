// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { RainForecastConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import RainForecast from './RainForecast.tsx';
import { validateModuleRainForecast } from '#schemas/generated/validators.js';

const days = [
  {
    date: '2026-11-22',
    temperature: 16.4,
    highTemp: 21,
    lowTemp: 11,
    rainfall: 12.5,
    rainChance: 80,
  },
  {
    date: '2026-11-23',
    temperature: 15,
    highTemp: 19,
    lowTemp: 12,
    rainfall: null,
    rainChance: 10,
  },
  {
    date: '2026-11-24',
    temperature: 14,
    highTemp: 18,
    lowTemp: 9,
    rainfall: 'no data',
    rainChance: 0,
  },
];
const config: RainForecastConfig = {
  name: 'rain-forecast',
  title: 'Rain forecast',
  source: 'demo',
  days,
};

describe('rain-forecast', () => {
  it('validates days and hours', () => {
    expect(validateModuleRainForecast(config)).toBe(true);
    expect(
      validateModuleRainForecast({
        ...config,
        hours: [{ time: '2026-11-22T14:00:00+13:00', rainfall: 3 }],
      }),
    ).toBe(true);
    expect(validateModuleRainForecast({ ...config, days: [{ date: 'tomorrow' }] })).toBe(false);
  });

  it('shows each day with rain, chance and temperatures; N/A where rainfall is not a number', () => {
    render(<RainForecast config={config} context={testContext()} />);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('rowheader').textContent).toBe('Sun 22 Nov');
    expect(first.getByText('12.5 mm')).toBeTruthy();
    expect(first.getByText('80%')).toBeTruthy();
    expect(first.getByText('16°')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('N/A')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('N/A')).toBeTruthy();
    expect(screen.getByText('Demo data')).toBeTruthy();
  });

  it('classifies hourly rain in the per hour bands at their boundaries', () => {
    const values = [0.19, 0.2, 2.1, 6.1, 25, 'x'];
    const hours = values.map((rainfall, i) => ({
      time: `2026-11-22T${String(10 + i)}:00:00+13:00`,
      rainfall,
    }));
    render(<RainForecast config={{ ...config, days: [], hours }} context={testContext()} />);
    const table = screen.getByRole('table', { name: 'Rain per hour' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td')?.textContent);
    expect(cells).toEqual([
      '0.19 mm',
      '0.2 mm Light',
      '2.1 mm Moderate',
      '6.1 mm Heavy',
      '25 mm Torrential',
      'N/A',
    ]);
  });

  it('says in one line that no rain is expected, instead of an empty chart', () => {
    const dry = Array.from({ length: 48 }, (_, i) => ({
      time: new Date(Date.parse('2026-11-22T01:00:00Z') + i * 3_600_000).toISOString(),
      rainfall: i === 5 ? 0.1 : 0,
    }));
    render(<RainForecast config={{ ...config, days: [], hours: dry }} context={testContext()} />);
    expect(screen.getByText('No rain expected in the next 48 hours')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/mm\/h/)).toBeNull();
  });
});
