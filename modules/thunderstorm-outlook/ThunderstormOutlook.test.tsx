// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { ThunderstormOutlookConfig } from '#schemas/generated/types.ts';
import { validateModuleThunderstormOutlook } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import ThunderstormOutlook from './ThunderstormOutlook.tsx';

const config: ThunderstormOutlookConfig = {
  name: 'thunderstorm-outlook',
  title: 'Thunderstorm outlook',
  source: 'demo',
  days: [
    {
      date: '2026-11-25',
      bands: [
        { level: 'low', d: 'M0 0l10 0 0 10z' },
        { level: 'high', d: 'M2 2l5 0 0 5z' },
      ],
      regions: [
        { region: 'Canterbury', level: 'low' },
        { region: 'Otago', level: 'low' },
        { region: 'West Coast', level: 'high' },
      ],
    },
    {
      date: '2026-11-26',
      bands: [],
      regions: [
        { region: 'Canterbury', level: 'none' },
        { region: 'Otago', level: 'none' },
        { region: 'West Coast', level: 'none' },
      ],
    },
  ],
};

describe('thunderstorm-outlook', () => {
  it('validates the payload', () => {
    expect(validateModuleThunderstormOutlook(config)).toBe(true);
    expect(
      validateModuleThunderstormOutlook({
        ...config,
        days: [{ ...config.days![0], bands: [{ level: 'none', d: 'M0 0' }] }],
      }),
    ).toBe(false);
  });

  it('has a map per day, each said in words by level and region', () => {
    render(<ThunderstormOutlook config={config} context={testContext()} />);
    const today = screen.getByRole('group', {
      name: 'Thunderstorm outlook for Wednesday 25 November 2026',
    });
    expect(today.querySelectorAll('.wx-thunder__area')).toHaveLength(2);
    expect(
      screen.getByText(
        'Wednesday 25 November 2026. High risk in West Coast; low risk in Canterbury and Otago; none expected elsewhere.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Thursday 26 November 2026. No thunderstorms expected.')).toBeTruthy();
  });

  it('explains the levels and lists each region’s level on both days', () => {
    render(<ThunderstormOutlook config={config} context={testContext()} />);
    const key = within(screen.getByRole('figure', { name: 'Thunderstorm risk' })).getAllByRole(
      'listitem',
    );
    expect(key.map((k) => k.textContent)).toEqual([
      'High risk: scattered thunderstorms likely',
      'Moderate risk: isolated thunderstorms likely',
      'Low risk: isolated thunderstorms possible',
    ]);
    const rows = within(screen.getByRole('table', { name: 'Thunderstorm risk by region' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'CanterburyLowNone expected',
      'OtagoLowNone expected',
      'West CoastHighNone expected',
    ]);
  });
});
