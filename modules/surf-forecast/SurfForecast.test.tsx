// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SurfForecastConfig } from '#schemas/generated/types.ts';
import { validateModuleSurfForecast } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import { periodsAt, recreationAnswer } from '#tests/support/recreation-fixtures.ts';
import SurfForecast, { bestToday } from './SurfForecast.tsx';

const swell = { seaHeight: 1.6, direction: 'W' as const, period: 12 };
const config: SurfForecastConfig = {
  name: 'surf-forecast',
  title: 'Manu Bay surf forecast',
  ...recreationAnswer(
    'surfing',
    periodsAt([
      { swell, rating: 2, reasons: ['14 kt onshore wind: choppy', '12 s groundswell'] },
      {
        swell,
        rating: 4,
        reasons: ['Light wind (3 kt): glassy'],
        tide: { height: 1.8, trend: 'rising' },
      },
      { swell, rating: 3, reasons: ['x'] },
      { swell, rating: 1, reasons: ['y'] },
    ]),
    { tidePort: { key: 'raglan', label: 'Raglan', lat: -37.8, lon: 174.87, distanceKm: 5 } },
  ),
};

describe('surf-forecast', () => {
  it('takes the recreation payload and refuses a rating outside 1 to 4', () => {
    expect(validateModuleSurfForecast(config)).toBe(true);
    expect(
      validateModuleSurfForecast({
        name: 'surf-forecast',
        dataUrl: '/api/data/recreation/surfing/piha',
      }),
    ).toBe(true);
    const bad = { ...config, periods: [{ ...config.periods![0]!, rating: 5 }] };
    expect(validateModuleSurfForecast(bad)).toBe(false);
  });

  it('says the rating now in words and colour, and why', () => {
    render(<SurfForecast config={config} context={testContext()} />);
    const section = screen.getByRole('region', { name: 'Manu Bay surf forecast' });
    expect(within(section).getByText(/Surf now/).textContent).toBe('Surf now Fair (2 of 4)');
    const why = within(section).getByRole('list', { name: 'Why it rates so' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['14 kt onshore wind: choppy', '12 s groundswell']);
    expect(within(section).getByText(/Best today/).textContent).toBe(
      'Best today: 5 pm, Great (4 of 4)',
    );
  });

  it('lists every period with rating, swell, period, wind and tide', () => {
    render(<SurfForecast config={config} context={testContext()} />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Great (4 of 4)',
      'W 1.6 m',
      '12 s',
      'SW 8 kt, gusts 14 ktsouthwest 8 knots, gusts 14 knots',
      'Rising, 1.8 m',
    ]);
    expect(within(rows[3]!).getByRole('rowheader').textContent).toBe('Thu 26 Nov 8 am');
    expect(screen.getByText('Tides at Raglan.')).toBeTruthy();
  });

  it('picks the best period of the first day only', () => {
    expect(bestToday(config.periods!)?.time).toBe(config.periods![1]!.time);
  });

  it('renders nothing without periods', () => {
    const { container } = render(
      <SurfForecast config={{ ...config, periods: [] }} context={testContext()} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
