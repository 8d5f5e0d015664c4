// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SeasonalOutlookConfig } from '#schemas/generated/types.ts';
import { validateModuleSeasonalOutlook } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import { OUTLOOK_MONTH } from '#tests/support/sky-farm-fixtures.ts';
import SeasonalOutlook from './SeasonalOutlook.tsx';

const config: SeasonalOutlookConfig = {
  name: 'seasonal-outlook',
  title: 'The next three months',
  seasonal: {
    ...OUTLOOK_MONTH,
    label: 'December 2026 to February 2027',
    to: '2027-02-28',
  },
};

describe('seasonal-outlook', () => {
  it('validates; an outlook without its period is refused', () => {
    expect(validateModuleSeasonalOutlook(config)).toBe(true);
    expect(validateModuleSeasonalOutlook({ name: 'seasonal-outlook' })).toBe(false);
  });

  it('shows the three months for every region when the page names none, with the glossary words', () => {
    render(<SeasonalOutlook config={config} context={testContext()} />);
    const section = screen.getByRole('region', { name: 'The next three months' });
    expect(within(section).getAllByRole('paragraph')[0]!.textContent).toBe(
      'December 2026 to February 2027',
    );
    const table = within(section).getByRole('table', {
      name: 'Outlook, 1 December 2026 to 28 February 2027',
    });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((r) => r.textContent),
    ).toEqual(['Northland, Auckland, Waikato, Bay of Plenty', 'Coastal Canterbury, east Otago']);
    expect(within(section).getByRole('link', { name: 'normal' }).getAttribute('href')).toBe(
      '/about/glossary#normal',
    );
  });
});
