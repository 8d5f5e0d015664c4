// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SunMoonConfig } from '#schemas/generated/types.ts';
import { validateModuleSunMoon } from '#schemas/generated/validators.js';
import { moonPhaseName } from '#engine/vocabulary/levels.ts';
import { TEST_NOW_MS } from '#tests/support/clock.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import { skyDay } from '#tests/support/sky-farm-fixtures.ts';
import SunMoon from './SunMoon.tsx';

const config: SunMoonConfig = {
  name: 'sun-moon',
  title: 'Sun and moon',
  days: [
    skyDay('2026-11-25'),
    skyDay('2026-11-26', { dayLengthMinutes: 863, moonrise: null, moonPhase: 0.56 }),
  ],
};

describe('sun-moon', () => {
  it('validates; a day longer than 24 hours is refused', () => {
    expect(validateModuleSunMoon(config)).toBe(true);
    expect(
      validateModuleSunMoon({
        ...config,
        days: [skyDay('2026-11-25', { dayLengthMinutes: 1441 })],
      }),
    ).toBe(false);
  });

  it("says today's sunrise, sunset, day length with tomorrow's change, and the moon", () => {
    render(<SunMoon config={config} context={testContext({}, TEST_NOW_MS)} />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Sunrise', 'Sunset', 'Day length', 'Moon']);
    expect(values).toEqual([
      '5:57 am',
      '8:18 pm',
      '14 h 21 min (2 min longer tomorrow)',
      'Full moon, 100% lit',
    ]);
    expect(screen.getByRole('link', { name: 'Moon' }).getAttribute('href')).toBe(
      '/about/glossary#moon-phase',
    );
  });

  it('lists the week, with None for a day the moon does not rise', () => {
    render(<SunMoon config={config} context={testContext({}, TEST_NOW_MS)} />);
    const table = screen.getByRole('table', { name: 'Sun and moon by day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'DaySunriseSunsetDay lengthMoonriseMoonsetMoon',
      'Today 25 Nov5:57 am8:18 pm14 h 21 min9:23 pm5:39 amFull moon',
      'Tomorrow 26 Nov5:57 am8:18 pm14 h 23 minNone5:39 amWaning gibbous',
    ]);
  });

  it('names a principal phase within a day of it (1/29.53 of the cycle), else what lies between', () => {
    const inside = 0.99 / 29.53;
    const outside = 1.01 / 29.53;
    expect(
      [
        0,
        inside,
        outside,
        0.25 - inside,
        0.3,
        0.5 - inside,
        0.5,
        0.5 + outside,
        0.75,
        0.9,
        1 - inside,
      ].map(moonPhaseName),
    ).toEqual([
      'New moon',
      'New moon',
      'Waxing crescent',
      'First quarter',
      'Waxing gibbous',
      'Full moon',
      'Full moon',
      'Waning gibbous',
      'Last quarter',
      'Waning crescent',
      'New moon',
    ]);
  });
});
