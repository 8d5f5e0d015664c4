// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SoilMoistureConfig } from '#schemas/generated/types.ts';
import { validateModuleSoilMoisture } from '#schemas/generated/validators.js';
import { COLOUR_STEPS, GREY_STEP } from '../shared/colour-steps.ts';
import { cssColour as toRgb, testContext } from '#tests/support/module-fixtures.ts';
import SoilMoisture, { moistureWords } from './SoilMoisture.tsx';

const config: SoilMoistureConfig = {
  name: 'soil-moisture',
  title: 'Soil moisture',
  source: 'open-meteo',
  moisture: [
    { depth: '0–1 cm', value: 9.9 },
    { depth: '1–3 cm', value: 10 },
    { depth: '3–9 cm', value: 22.5 },
    { depth: '9–27 cm', value: 90 },
    { depth: '27–81 cm', value: null },
  ],
  days: [
    { date: '2026-11-22', moisture: 14.9, minTemp: 10, maxTemp: 16 },
    { date: '2026-11-23', moisture: 40, minTemp: 11, maxTemp: 17 },
  ],
};
const colourOf = (el: HTMLElement) => el.style.background;
const steps = COLOUR_STEPS['soil-moisture'];

describe('soil-moisture', () => {
  it('validates the soil payload; moisture over 100 % is refused', () => {
    expect(validateModuleSoilMoisture(config)).toBe(true);
    expect(
      validateModuleSoilMoisture({ ...config, moisture: [{ depth: '0 cm', value: 101 }] }),
    ).toBe(false);
  });

  it('colours each depth by its band of 10, at the band edges, and grey with N/A for no reading', () => {
    render(<SoilMoisture config={config} context={testContext()} />);
    const table = screen.getByRole('table', { name: 'Water in the soil now (% of volume)' });
    const cell = (depth: string) =>
      within(within(table).getByRole('row', { name: new RegExp(depth) })).getByText(/%|N\/A/);
    expect(cell('0–1 cm').textContent).toBe('10%');
    expect(colourOf(cell('0–1 cm'))).toBe(toRgb(steps[0]!.background)); // 9.9: band 0–10
    expect(colourOf(cell('1–3 cm'))).toBe(toRgb(steps[1]!.background)); // 10: band 10–20
    expect(colourOf(cell('3–9 cm'))).toBe(toRgb(steps[2]!.background));
    expect(colourOf(cell('9–27 cm'))).toBe(toRgb(steps[9]!.background)); // 90 and over
    expect(cell('27–81 cm').textContent).toBe('N/A');
    expect(colourOf(cell('27–81 cm'))).toBe(toRgb(GREY_STEP.background));
  });

  it('says what the root zone means and lists the coming days', () => {
    render(<SoilMoisture config={config} context={testContext()} />);
    expect(screen.getByText('Drying')).toBeTruthy();
    const days = screen.getByRole('table', { name: 'Next days at 3–9 cm' });
    expect(
      within(days)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'DayMoistureSoil',
      'Sun 22 Nov15%Dry: plants may be stressed',
      'Mon 23 Nov40%Wet: soil near saturation',
    ]);
  });

  it('shows the ten bands as a key', () => {
    render(<SoilMoisture config={config} context={testContext()} />);
    const key = screen.getByRole('figure', { name: 'Soil moisture, % of volume' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '0–10%',
      '10–20%',
      '20–30%',
      '30–40%',
      '40–50%',
      '50–60%',
      '60–70%',
      '70–80%',
      '80–90%',
      '90% and over',
    ]);
  });

  it('words at each edge', () => {
    expect([14.9, 15, 24.9, 25, 39.9, 40, null].map(moistureWords)).toEqual([
      'Dry: plants may be stressed',
      'Drying',
      'Drying',
      'Moist',
      'Moist',
      'Wet: soil near saturation',
      'No reading',
    ]);
  });
});
