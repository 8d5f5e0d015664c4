// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { AirTemperatureMapConfig } from '#schemas/generated/types.ts';
import { validateModuleAirTemperatureMap } from '#schemas/generated/validators.js';
import { COLOUR_STEPS, GREY_STEP } from '../shared/colour-steps.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import AirTemperatureMap from './AirTemperatureMap.tsx';

const point = (key: string, label: string, lat: number, lon: number, temp: number | null) => ({
  key,
  label,
  url: `/towns-cities/locations/${key}`,
  lat,
  lon,
  temp,
});
const config: AirTemperatureMapConfig = {
  name: 'air-temperature-map',
  title: 'Air temperature now',
  source: 'demo',
  points: [
    point('auckland', 'Auckland', -36.85, 174.76, 38),
    point('wellington', 'Wellington', -41.29, 174.78, -14.5),
    point('christchurch', 'Christchurch', -43.53, 172.64, 12),
    point('dunedin', 'Dunedin', -45.87, 170.5, null),
  ],
};
const steps = COLOUR_STEPS['air-temperature'];

describe('air-temperature-map', () => {
  it('validates the payload', () => {
    expect(validateModuleAirTemperatureMap(config)).toBe(true);
    expect(validateModuleAirTemperatureMap({ ...config, points: [{ key: 'x' }] })).toBe(false);
  });

  it('draws a tag per town on its 2-degree step, linking to the town, grey when no reading', () => {
    render(<AirTemperatureMap config={config} context={testContext()} />);
    const map = screen.getByRole('group', { name: 'Air temperature now across New Zealand' });
    const tag = (name: string) => within(map).getByRole('link', { name }).querySelector('rect')!;
    expect(within(map).getByRole('link', { name: 'Auckland 38°' }).getAttribute('href')).toBe(
      '/towns-cities/locations/auckland',
    );
    expect(tag('Auckland 38°').getAttribute('fill')).toBe(steps.at(-1)!.background); // 38 and over
    expect(tag('Wellington -15°').getAttribute('fill')).toBe(steps[0]!.background); // below -14
    expect(tag('Christchurch 12°').getAttribute('fill')).toBe(steps[14]!.background); // 12–14
    expect(tag('Dunedin N/A').getAttribute('fill')).toBe(GREY_STEP.background);
  });

  it('has the steps as a key, from below -14 to 38 and over, and the same values as a table', () => {
    render(<AirTemperatureMap config={config} context={testContext()} />);
    const key = within(screen.getByRole('figure', { name: 'Air temperature, °C' })).getAllByRole(
      'listitem',
    );
    expect(key).toHaveLength(28);
    expect([key[0]!.textContent, key[1]!.textContent, key.at(-1)!.textContent]).toEqual([
      'Below -14°',
      '-14–-12°',
      '38° and over',
    ]);
    const table = screen.getByRole('table', { name: 'Temperature now by town' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Auckland38°', 'Wellington-15°', 'Christchurch12°', 'DunedinN/A']);
  });
});
