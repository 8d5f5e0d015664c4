// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { RainAccumulationConfig } from '#schemas/generated/types.ts';
import { validateModuleRainAccumulation } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import RainAccumulation from './RainAccumulation.tsx';

const town = (
  key: string,
  label: string,
  lat: number,
  lon: number,
  past24h: number,
  past7d: number,
) => ({
  key,
  label,
  url: `/towns-cities/locations/${key}`,
  lat,
  lon,
  past24h,
  past7d,
});
const config: RainAccumulationConfig = {
  name: 'rain-accumulation',
  title: 'Rain that fell',
  source: 'demo',
  validAt: '2026-11-25T14:00:00+13:00',
  places: [
    town('greymouth', 'Greymouth', -42.45, 171.21, 48.6, 210.2),
    town('napier', 'Napier', -39.49, 176.91, 0, 3.4),
    town('christchurch', 'Christchurch', -43.53, 172.64, 0, 0.4),
  ],
};

describe('rain-accumulation', () => {
  it('validates the payload', () => {
    expect(validateModuleRainAccumulation(config)).toBe(true);
    expect(validateModuleRainAccumulation({ ...config, places: [{ key: 'x' }] })).toBe(false);
  });

  it('draws a map per period with a tag per town, and says the wettest and the dry towns', () => {
    render(<RainAccumulation config={config} context={testContext()} />);
    const day = screen.getByRole('group', { name: 'Rain in the past 24 hours' });
    const week = screen.getByRole('group', { name: 'Rain in the past 7 days' });
    expect(within(day).getByRole('link', { name: 'Greymouth 49 mm' }).getAttribute('href')).toBe(
      '/towns-cities/locations/greymouth',
    );
    expect(within(week).getByRole('link', { name: 'Greymouth 210 mm' })).toBeTruthy();
    expect(
      screen.getByText(
        'Past 24 hours to 2:00 pm. Wettest: Greymouth, 49 mm. No rain at Napier and Christchurch.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Past 7 days to 2:00 pm. Wettest: Greymouth, 210 mm. Driest: Christchurch, 0 mm.',
      ),
    ).toBeTruthy();
  });

  it('has both totals in one table and the rain steps as a key', () => {
    render(<RainAccumulation config={config} context={testContext()} />);
    const rows = within(screen.getByRole('table', { name: 'Rain by town' }))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'TownPast 24 hoursPast 7 days',
      'Greymouth49 mm210 mm',
      'Napier0 mm3 mm',
      'Christchurch0 mm0 mm',
    ]);
    const key = within(screen.getByRole('figure', { name: 'Rain, mm' })).getAllByRole('listitem');
    expect(key.map((k) => k.textContent)).toContain('200 mm and over');
  });
});
