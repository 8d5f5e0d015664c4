// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SoilTemperatureConfig } from '#schemas/generated/types.ts';
import { validateModuleSoilTemperature } from '#schemas/generated/validators.js';
import { COLOUR_STEPS, GREY_STEP } from '../shared/colour-steps.ts';
import { cssColour as toRgb, testContext } from '#tests/support/module-fixtures.ts';
import SoilTemperature, { sowingWords } from './SoilTemperature.tsx';

const config: SoilTemperatureConfig = {
  name: 'soil-temperature',
  title: 'Soil temperature',
  source: 'demo',
  soilTemperature: [
    { depth: '0 cm', value: -0.1 },
    { depth: '6 cm', value: 0 },
    { depth: '18 cm', value: 34.9 },
    { depth: '54 cm', value: 35 },
  ],
  days: [{ date: '2026-06-10', moisture: null, minTemp: 4, maxTemp: null }],
};
const steps = COLOUR_STEPS['soil-temperature'];

describe('soil-temperature', () => {
  it('validates the soil payload', () => {
    expect(validateModuleSoilTemperature(config)).toBe(true);
    expect(validateModuleSoilTemperature({ ...config, soilTemperature: 'warm' })).toBe(false);
  });

  it('puts each depth on its 5-degree step: below 0, 0–5, 30–35 and 35 and over', () => {
    render(<SoilTemperature config={config} context={testContext()} />);
    const table = screen.getByRole('table', { name: 'Soil temperature now (°C)' });
    const chip = (depth: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${depth}`) })).getByText(/°/);
    expect(chip('0 cm').style.background).toBe(toRgb(steps[0]!.background));
    expect(chip('6 cm').style.background).toBe(toRgb(steps[1]!.background));
    expect(chip('18 cm').style.background).toBe(toRgb(steps[7]!.background));
    expect(chip('54 cm').style.background).toBe(toRgb(steps[8]!.background));
    expect(chip('54 cm').textContent).toBe('35°');
  });

  it('gives each day a low and high, grey N/A where missing, and the sowing words for 6 cm', () => {
    render(<SoilTemperature config={config} context={testContext()} />);
    const row = within(screen.getByRole('table', { name: 'Next days at 6 cm' })).getAllByRole(
      'row',
    )[1]!;
    expect(row.textContent).toBe('Wed 10 Jun4°N/A');
    expect(within(row).getByText('N/A').style.background).toBe(toRgb(GREY_STEP.background));
    expect(screen.getByText('Too cold: grass growth stops')).toBeTruthy();
    const key = screen.getByRole('figure', { name: 'Soil temperature, °C' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Below 0°',
      '0–5°',
      '5–10°',
      '10–15°',
      '15–20°',
      '20–25°',
      '25–30°',
      '30–35°',
      '35° and over',
    ]);
  });

  it('sowing words at each edge', () => {
    expect([4.9, 5, 9.9, 10, 11.9, 12, 'x'].map(sowingWords)).toEqual([
      'Too cold: grass growth stops',
      'Cool: slow growth',
      'Cool: slow growth',
      'Warm enough to sow pasture',
      'Warm enough to sow pasture',
      'Warm enough to sow maize and summer crops',
      'No reading',
    ]);
  });
});
