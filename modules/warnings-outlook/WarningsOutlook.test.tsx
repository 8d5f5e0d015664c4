// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { Warning, WarningsOutlookConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import { validateModuleWarningsOutlook } from '#schemas/generated/validators.js';
import WarningsOutlook from './WarningsOutlook.tsx';

const severe: Warning = {
  name: 'Severe Weather Outlook',
  warnLevel: 'blue',
  eventType: 'rain',
  type: 'outlook',
  text: 'Heavy rain Wednesday.\n\nLow confidence for Canterbury.',
  issuedAt: '2026-11-22T11:30:00+13:00',
};
const thunder: Warning = {
  name: 'Thunderstorm Outlook',
  warnLevel: 'blue',
  eventType: 'thunderstorm',
  text: 'Low risk of thunderstorms.',
};
const cyclone: Warning = {
  name: 'Tropical Cyclone Activity Outlook',
  warnLevel: 'blue',
  eventType: 'cyclone',
  text: 'Cyclone Mali is north of New Caledonia.',
};
const watch: Warning = {
  name: 'Severe Thunderstorm Watch',
  warnLevel: 'yellow',
  eventType: 'thunderstorm',
};
const config = (outlook: WarningsOutlookConfig['outlook']): WarningsOutlookConfig => ({
  name: 'warnings-outlook',
  outlook,
  warnings: [severe, thunder, cyclone, watch],
});

describe('warnings-outlook module', () => {
  it('validates its config', () => {
    expect(
      validateModuleWarningsOutlook({ name: 'warnings-outlook', outlook: 'thunderstorm' }),
    ).toBe(true);
    expect(validateModuleWarningsOutlook({ name: 'warnings-outlook', outlook: 'volcanic' })).toBe(
      false,
    );
    expect(validateModuleWarningsOutlook({ name: 'warnings-outlook' })).toBe(false);
  });

  it.each([
    ['severe-weather', 'Severe Weather Outlook', 'Low confidence for Canterbury.'],
    ['thunderstorm', 'Thunderstorm Outlook', 'Low risk of thunderstorms.'],
    [
      'tropical-cyclone',
      'Tropical Cyclone Activity Outlook',
      'Cyclone Mali is north of New Caledonia.',
    ],
  ] as const)('shows the %s outlook only', (outlook, name, text) => {
    render(<WarningsOutlook config={config(outlook)} context={testContext()} />);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([name]);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('splits the text into paragraphs and shows the issue time', () => {
    render(<WarningsOutlook config={config('severe-weather')} context={testContext()} />);
    expect(screen.getByText('Heavy rain Wednesday.').tagName).toBe('P');
    expect(screen.getByText('Issued 11:30 am, 22 November 2026')).toBeTruthy();
  });

  it('says when no outlook is in force', () => {
    render(
      <WarningsOutlook
        config={{ name: 'warnings-outlook', outlook: 'thunderstorm', warnings: [severe] }}
        context={testContext()}
      />,
    );
    expect(screen.getByText('No thunderstorm outlook is in force.')).toBeTruthy();
  });
});
