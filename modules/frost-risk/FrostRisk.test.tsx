// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { FrostRiskConfig } from '#schemas/generated/types.ts';
import { validateModuleFrostRisk } from '#schemas/generated/validators.js';
import { TEST_NOW_MS } from '#tests/support/clock.ts';
import { cssColour, testContext } from '#tests/support/module-fixtures.ts';
import { farmDay } from '#tests/support/sky-farm-fixtures.ts';
import FrostRisk from './FrostRisk.tsx';

const frosty = farmDay('2026-11-26', {
  lowTemp: 2,
  frost: 'moderate',
  frostReasons: ['Low of 2°', 'clear sky', 'light wind'],
});
const config: FrostRiskConfig = {
  name: 'frost-risk',
  title: 'Frost risk',
  days: [farmDay('2026-11-25'), frosty],
};

describe('frost-risk', () => {
  it('validates; an unknown risk is refused', () => {
    expect(validateModuleFrostRisk(config)).toBe(true);
    expect(validateModuleFrostRisk({ ...config, days: [{ ...frosty, frost: 'severe' }] })).toBe(
      false,
    );
  });

  it('leads with the first frosty morning, and rates every morning with why', () => {
    render(<FrostRisk config={config} context={testContext({}, TEST_NOW_MS)} />);
    const section = screen.getByRole('region', { name: 'Frost risk' });
    expect(within(section).getAllByRole('paragraph')[0]!.textContent).toBe(
      'Ground frost likely Tomorrow 26 Nov morning',
    );
    const table = within(section).getByRole('table', { name: 'Frost risk by morning' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'MorningLowFrost riskWhy',
      'Today 25 Nov6°No frostLow of 6°',
      'Tomorrow 26 Nov2°Ground frost likelyLow of 2°, clear sky, light wind',
    ]);
    expect(within(table).getByText('Ground frost likely').style.background).toBe(
      cssColour('#7fb2e5'),
    );
  });

  it('says when no frost is expected, linking the word to the glossary', () => {
    render(
      <FrostRisk
        config={{ ...config, days: [farmDay('2026-11-25')] }}
        context={testContext({}, TEST_NOW_MS)}
      />,
    );
    expect(screen.getAllByRole('paragraph')[0]!.textContent).toBe(
      'No frost expected in the next 1 days',
    );
    expect(screen.getAllByRole('link', { name: 'frost' })[0]!.getAttribute('href')).toBe(
      '/about/glossary#frost',
    );
  });
});
