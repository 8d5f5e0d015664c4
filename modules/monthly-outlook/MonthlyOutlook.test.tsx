// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { MonthlyOutlookConfig } from '#schemas/generated/types.ts';
import { validateModuleMonthlyOutlook } from '#schemas/generated/validators.js';
import { outlookWords } from '#engine/vocabulary/levels.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import { OUTLOOK_MONTH } from '#tests/support/sky-farm-fixtures.ts';
import MonthlyOutlook from './MonthlyOutlook.tsx';

const config: MonthlyOutlookConfig = {
  name: 'monthly-outlook',
  title: 'The month ahead',
  monthly: OUTLOOK_MONTH,
  region: 'east-south-island',
};

describe('monthly-outlook', () => {
  it('validates; chances over 100 % are refused', () => {
    expect(validateModuleMonthlyOutlook(config)).toBe(true);
    const bad = structuredClone(OUTLOOK_MONTH);
    bad.regions[0]!.rainfall.above = 101;
    expect(validateModuleMonthlyOutlook({ ...config, monthly: bad })).toBe(false);
  });

  it("puts the page's region first, in words, then every region's chances", () => {
    render(<MonthlyOutlook config={config} context={testContext()} />);
    const section = screen.getByRole('region', { name: 'The month ahead' });
    expect(
      within(section)
        .getAllByRole('paragraph')
        .slice(0, 2)
        .map((p) => p.textContent),
    ).toEqual([
      'December 2026',
      'Coastal Canterbury, east Otago: temperatures most likely near normal, rainfall most likely below normal.',
    ]);
    const table = within(section).getByRole('table', {
      name: 'Outlook, 1 December 2026 to 31 December 2026',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'RegionTemperatureRainfall',
      'Coastal Canterbury, east Otago (this region)Near normal (40%)above 30%, near 40%, below 30%Below normal (55%)above 15%, near 30%, below 55%',
      'Northland, Auckland, Waikato, Bay of PlentyAbove normal (49%)above 49%, near 33%, below 18%Below normal (38%)above 25%, near 37%, below 38%',
    ]);
  });

  it('reads the most likely category, a tie going to near normal', () => {
    expect(outlookWords({ above: 40, near: 35, below: 25 })).toBe('Above normal');
    expect(outlookWords({ above: 35, near: 35, below: 30 })).toBe('Near normal');
    expect(outlookWords({ above: 20, near: 35, below: 45 })).toBe('Below normal');
    expect(outlookWords({ above: 40, near: 20, below: 40 })).toBe('Near normal');
  });
});
