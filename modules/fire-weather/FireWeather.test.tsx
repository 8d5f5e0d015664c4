// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { FireWeatherConfig } from '#schemas/generated/types.ts';
import { validateModuleFireWeather } from '#schemas/generated/validators.js';
import { TEST_NOW_MS } from '#tests/support/clock.ts';
import { cssColour, testContext } from '#tests/support/module-fixtures.ts';
import { farmDay } from '#tests/support/sky-farm-fixtures.ts';
import FireWeather from './FireWeather.tsx';

const config: FireWeatherConfig = {
  name: 'fire-weather',
  title: 'Fire danger',
  days: [
    farmDay('2026-11-25', {
      fire: 'very-high',
      fireReasons: ['High of 27°', 'wind 18 kt', '9 days since rain'],
    }),
    farmDay('2026-11-26'),
  ],
};

describe('fire-weather', () => {
  it('validates; a class FENZ does not use is refused', () => {
    expect(validateModuleFireWeather(config)).toBe(true);
    expect(
      validateModuleFireWeather({
        ...config,
        days: [farmDay('2026-11-25', { fire: 'severe' as never })],
      }),
    ).toBe(false);
  });

  it("says today's class in words on FENZ's colour, each day with why", () => {
    render(<FireWeather config={config} context={testContext({}, TEST_NOW_MS)} />);
    const section = screen.getByRole('region', { name: 'Fire danger' });
    expect(within(section).getAllByRole('paragraph')[0]!.textContent).toBe(
      'Fire danger today: Very high',
    );
    const table = within(section).getByRole('table', { name: 'Fire danger by day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'DayFire dangerWhy',
      'Today 25 NovVery highHigh of 27°, wind 18 kt, 9 days since rain',
      'Tomorrow 26 NovLowHigh of 18°, wind 8 kt, 1 day since rain',
    ]);
    expect(within(table).getByText('Very high').style.background).toBe(cssColour('#ef7d00'));
  });

  it('sends a visitor to FENZ for the official fire season before lighting a fire', () => {
    render(<FireWeather config={config} context={testContext({}, TEST_NOW_MS)} />);
    expect(screen.getByRole('link', { name: 'checkitsalright.nz' }).getAttribute('href')).toBe(
      'https://www.checkitsalright.nz/',
    );
    expect(
      within(screen.getByRole('figure', { name: 'Fire danger classes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Low', 'Moderate', 'High', 'Very high', 'Extreme']);
  });
});
