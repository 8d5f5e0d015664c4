// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { HourForecast, HourlyForecastConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import HourlyForecast from './HourlyForecast.tsx';
import { validateModuleHourlyForecast } from '#schemas/generated/validators.js';

const start = Date.parse('2026-11-22T01:00:00Z'); // 2 pm in Auckland
const rain = [0, 0.2, 2.1, 6.1, 25];
const hours = Array.from({ length: 48 }, (_, i): HourForecast => ({
  time: new Date(start + i * 3_600_000).toISOString(),
  temp: 15 + Math.round(5 * Math.sin(i / 4)),
  condition: i % 2 ? 'showers' : 'fine',
  rainfall: rain[i % rain.length] ?? null,
  rainChance: 40,
  wind: { direction: 'S', averageSpeed: 8, gustSpeed: 15 },
}));
const config: HourlyForecastConfig = {
  name: 'hourly-forecast',
  title: 'Next 48 hours',
  source: 'open-meteo',
  hours,
};

describe('hourly-forecast', () => {
  it('validates 48 hours of data', () => {
    expect(validateModuleHourlyForecast(config)).toBe(true);
    expect(validateModuleHourlyForecast({ ...config, hours: [{ time: 'x' }] })).toBe(false);
  });

  it('renders the chart as finished SVG paths on the server', () => {
    const html = renderToString(<HourlyForecast config={config} context={testContext()} />);
    expect(html).toMatch(/<path class="wx-hourly__line" d="M[\d.]+ [\d.]+c[\d. -]+/);
    expect(html).toContain('Temperature over the next 48 hours, from 15° at 2 pm');
  });

  it('describes the chart and lists every hour with rain bands and wind', () => {
    render(<HourlyForecast config={config} context={testContext()} />);
    const chart = screen.getByRole('img', {
      name: /Temperature chart Temperature over the next 48 hours/,
    });
    // Its labels are HTML at the page's text size, not text drawn inside a scaled picture.
    expect(chart.querySelector('svg text')).toBeNull();
    expect([...chart.querySelectorAll('.wx-chart__x')].map((l) => l.textContent)).toContain('2 pm');
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(49);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe(
      'Sun 22 Nov 2 pm',
    );
    expect(within(rows[2] as HTMLElement).getByText('Light')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Moderate')).toBeTruthy();
    expect(within(rows[4] as HTMLElement).getByText('Heavy')).toBeTruthy();
    expect(within(rows[5] as HTMLElement).getByText('Torrential')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('S 8 kt')).toBeTruthy();
  });

  it('shows N/A for rainfall that is not a number', () => {
    const bad = {
      ...config,
      hours: hours
        .slice(0, 3)
        .map((h, i) => ({ ...h, rainfall: i === 1 ? 'unknown' : h.rainfall })),
    };
    render(<HourlyForecast config={bad} context={testContext()} />);
    const rows = screen.getAllByRole('row');
    expect(within(rows[2] as HTMLElement).getByText('N/A')).toBeTruthy();
  });

  it('shows the moon, not the sun, on a fine night hour', () => {
    const night = hours.map((h, i) => ({
      ...h,
      condition: 'fine' as const,
      night: i >= 7 && i < 16,
    }));
    const nightConfig = { ...config, hours: night };
    expect(validateModuleHourlyForecast(nightConfig)).toBe(true);
    render(<HourlyForecast config={nightConfig} context={testContext()} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    // Row 0 is 2 pm (day), row 10 is midnight (night).
    const icon = (row: Element) => row.querySelector('.wx-icon use')?.getAttribute('href');
    expect(icon(rows[0]!)).toMatch(/#fine$/);
    expect(icon(rows[10]!)).toMatch(/#night-fine$/);
    expect(within(rows[10]!).getByText('Fine')).toBeTruthy();
  });
});
