// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { TideForecastConfig } from '#schemas/generated/types.ts';
import { validateModuleTideForecast } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import TideForecast from './TideForecast.tsx';

const config: TideForecastConfig = {
  name: 'tide-forecast',
  title: 'Tides',
  source: 'demo',
  issuedAt: '2026-11-22T14:00:00+13:00',
  port: { key: 'lyttelton', label: 'Lyttelton', lat: -43.606, lon: 172.719, distanceKm: 10 },
  datum: 'chart-datum',
  tides: [
    { time: '2026-11-22T04:13:00+13:00', type: 'low', height: 0.4 },
    { time: '2026-11-22T10:21:00+13:00', type: 'high', height: 2.3 },
    { time: '2026-11-22T16:35:00+13:00', type: 'low', height: 0.5 },
    { time: '2026-11-22T22:46:00+13:00', type: 'high', height: 2.4 },
    { time: '2026-11-23T05:01:00+13:00', type: 'low', height: 0.4 },
  ],
};

describe('tide-forecast', () => {
  it('validates the tides payload and refuses a tide that is neither high nor low', () => {
    expect(validateModuleTideForecast(config)).toBe(true);
    expect(
      validateModuleTideForecast({ name: 'tide-forecast', dataUrl: '/api/data/tides/marine/cook' }),
    ).toBe(true);
    const bad = {
      ...config,
      tides: [{ time: '2026-11-22T04:13:00+13:00', type: 'slack', height: 1 }],
    };
    expect(validateModuleTideForecast(bad)).toBe(false);
  });

  it('lists high and low waters under a heading row per New Zealand day, in three columns', () => {
    render(<TideForecast config={config} context={testContext()} />);
    const table = screen.getByRole('table', {
      name: /High and low tides from Sunday 22 November 2026/,
    });
    // Three columns (time, tide, height): narrow enough for the desktop's left column and a phone.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Tide', 'Height']);
    const groups = within(table).getAllByRole('rowgroup').slice(1);
    expect(groups).toHaveLength(2);
    const day = within(groups[0]!).getByRole('rowheader', { name: 'Sun 22 Nov' });
    expect(day.getAttribute('colspan')).toBe('3');
    const rows = within(groups[0]!)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Sun 22 Nov',
      '4:13 amLow0.4 m',
      '10:21 amHigh2.3 m',
      '4:35 pmLow0.5 m',
      '10:46 pmHigh2.4 m',
    ]);
    expect(
      within(groups[1]!)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Mon 23 Nov', '5:01 amLow0.4 m']);
  });

  it('names the port, its distance and the datum, and warns it is not for navigation', () => {
    render(<TideForecast config={config} context={testContext()} />);
    const section = screen.getByRole('region', { name: 'Tides' });
    expect(section.textContent).toContain('Tides at Lyttelton, 10 km away.');
    expect(section.textContent).toContain('Heights in metres above chart datum.');
    expect(screen.getByText(/Not for navigation/)).toBeTruthy();
    expect(screen.getByText('Demo data')).toBeTruthy();
  });

  it('leaves out the distance when the port is the place itself, and says mean sea level for model data', () => {
    const om = { ...config, source: 'open-meteo' as const, datum: 'mean-sea-level' as const };
    render(
      <TideForecast
        config={{ ...om, port: { ...config.port!, distanceKm: 1 } }}
        context={testContext()}
      />,
    );
    const text = screen.getByRole('region', { name: 'Tides' }).textContent ?? '';
    expect(text).toContain('Tides at Lyttelton.');
    expect(text).toContain('above mean sea level');
    expect(screen.queryByText('Demo data')).toBeNull();
  });

  it('renders nothing without tides (no empty section)', () => {
    const { container } = render(
      <TideForecast config={{ ...config, tides: [] }} context={testContext()} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
