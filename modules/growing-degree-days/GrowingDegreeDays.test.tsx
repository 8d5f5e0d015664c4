// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { GrowingDegreeDaysConfig } from '#schemas/generated/types.ts';
import { validateModuleGrowingDegreeDays } from '#schemas/generated/validators.js';
import { TEST_NOW_MS } from '#tests/support/clock.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import { farmDay } from '#tests/support/sky-farm-fixtures.ts';
import GrowingDegreeDays from './GrowingDegreeDays.tsx';

const config: GrowingDegreeDaysConfig = {
  name: 'growing-degree-days',
  title: 'Growing degree days',
  days: [
    farmDay('2026-11-25', { highTemp: 22, lowTemp: 11, growingDegreeDays: 6.5 }),
    farmDay('2026-11-26', { highTemp: 12, lowTemp: 4, growingDegreeDays: 0 }),
  ],
};

describe('growing-degree-days', () => {
  it('validates; negative degree days are refused', () => {
    expect(validateModuleGrowingDegreeDays(config)).toBe(true);
    expect(
      validateModuleGrowingDegreeDays({
        ...config,
        days: [farmDay('2026-11-25', { growingDegreeDays: -1 })],
      }),
    ).toBe(false);
  });

  it('adds the days up and shows each with its running total', () => {
    render(<GrowingDegreeDays config={config} context={testContext({}, TEST_NOW_MS)} />);
    expect(screen.getAllByRole('paragraph')[0]!.textContent).toBe(
      '6.5 growing degree days (base 10°) over the next 2 days',
    );
    expect(
      within(screen.getByRole('table', { name: 'Growing degree days by day' }))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'DayHighLowDegree daysRunning total',
      'Today 25 Nov22°11°6.56.5',
      'Tomorrow 26 Nov12°4°0.06.5',
    ]);
    expect(screen.getByRole('link', { name: 'growing degree days' }).getAttribute('href')).toBe(
      '/about/glossary#growing-degree-days',
    );
  });
});
