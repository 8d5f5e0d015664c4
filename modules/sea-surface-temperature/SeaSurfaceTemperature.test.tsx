// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SeaSurfaceTemperatureConfig } from '#schemas/generated/types.ts';
import { validateModuleSeaSurfaceTemperature } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import SeaSurfaceTemperature from './SeaSurfaceTemperature.tsx';

const water = (key: string, label: string, temp: number, anomaly: number) => ({
  key,
  label,
  url: `/marine/areas/${key}`,
  lat: -40,
  lon: 174,
  temp,
  anomaly,
});
const config: SeaSurfaceTemperatureConfig = {
  name: 'sea-surface-temperature',
  title: 'Sea surface temperature',
  source: 'demo',
  validAt: '2026-11-25T14:00:00+13:00',
  bands: [{ from: -99, d: 'M0 0l10 0 0 10z' }],
  anomalyBands: [{ from: -99, d: 'M0 0l10 0 0 10z' }],
  places: [
    water('brett', 'Brett', 19.2, 1.3),
    water('foveaux', 'Foveaux', 11.4, -0.7),
    water('cook', 'Cook', 15, 0.2),
  ],
};

describe('sea-surface-temperature', () => {
  it('validates the payload', () => {
    expect(validateModuleSeaSurfaceTemperature(config)).toBe(true);
    expect(validateModuleSeaSurfaceTemperature({ ...config, anomalyBands: undefined })).toBe(true);
    expect(
      validateModuleSeaSurfaceTemperature({ ...config, places: [water('x', 'X', 60, 0)] }),
    ).toBe(false);
  });

  it('has a temperature map and a difference-from-normal map, each said in words', () => {
    render(<SeaSurfaceTemperature config={config} context={testContext()} />);
    expect(
      screen.getByRole('group', { name: 'Sea surface temperature on 25 November 2026' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('group', {
        name: 'Sea surface temperature difference from normal on 25 November 2026',
      }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Sea surface temperature on 25 November 2026, °C. Warmest in Brett (19.2°), coolest in Foveaux (11.4°).',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /^Difference from normal for the date, °C\. Warmer than normal in Brett\. Colder than normal in Foveaux\./,
      ),
    ).toBeTruthy();
  });

  it('lists temperature and difference by water, with a sign', () => {
    render(<SeaSurfaceTemperature config={config} context={testContext()} />);
    const rows = within(
      screen.getByRole('table', { name: 'Sea surface temperature by coastal water' }),
    )
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Brett19.2°+1.3°', 'Foveaux11.4°-0.7°', 'Cook15.0°+0.2°']);
  });

  it('counts the waters when most of them depart the same way, rather than naming them all', () => {
    const many = Array.from({ length: 8 }, (_, i) => water(`w${i}`, `Water ${i}`, 14, -0.8));
    render(
      <SeaSurfaceTemperature
        config={{ ...config, places: [...many, water('cook', 'Cook', 15, 0.2)] }}
        context={testContext()}
      />,
    );
    expect(
      screen.getByText(
        'Difference from normal for the date, °C. Colder than normal in most coastal waters (8 of 9).',
      ),
    ).toBeTruthy();
  });
});
