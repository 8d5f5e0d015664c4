// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { EvapotranspirationConfig } from '#schemas/generated/types.ts';
import { validateModuleEvapotranspiration } from '#schemas/generated/validators.js';
import { TEST_NOW_MS } from '#tests/support/clock.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import { farmDay } from '#tests/support/sky-farm-fixtures.ts';
import Evapotranspiration from './Evapotranspiration.tsx';

const config: EvapotranspirationConfig = {
  name: 'evapotranspiration',
  title: 'Evapotranspiration',
  days: [
    farmDay('2026-11-25', { evapotranspiration: 4.2, rainfall: 0 }),
    farmDay('2026-11-26', { evapotranspiration: 2.5, rainfall: 12.4 }),
  ],
};

describe('evapotranspiration', () => {
  it('validates; more than 20 mm a day is refused', () => {
    expect(validateModuleEvapotranspiration(config)).toBe(true);
    expect(
      validateModuleEvapotranspiration({
        ...config,
        days: [farmDay('2026-11-25', { evapotranspiration: 21 })],
      }),
    ).toBe(false);
  });

  it('sets the water lost beside the rain, day by day and in all', () => {
    render(<Evapotranspiration config={config} context={testContext({}, TEST_NOW_MS)} />);
    expect(screen.getAllByRole('paragraph')[0]!.textContent).toBe(
      'Pasture loses about 6.7 mm to evapotranspiration over the next 2 days; 12.4 mm of rain is forecast (a surplus of 5.7 mm).',
    );
    expect(
      within(screen.getByRole('table', { name: 'Evapotranspiration and rain by day' }))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'DayEvapotranspirationRainBalance',
      'Today 25 Nov4.2 mm0.0 mm−4.2 mm',
      'Tomorrow 26 Nov2.5 mm12.4 mm+9.9 mm',
    ]);
  });
});
