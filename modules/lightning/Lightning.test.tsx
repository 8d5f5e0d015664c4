// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { LightningConfig } from '#schemas/generated/types.ts';
import { validateModuleLightning } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import Lightning from './Lightning.tsx';

const config: LightningConfig = {
  name: 'lightning',
  title: 'Lightning in the last hour',
  source: 'demo',
  windowMinutes: 60,
  strikes: [
    { lat: -42.5, lon: 171.2, minutesAgo: 3 },
    { lat: -42.6, lon: 171.3, minutesAgo: 45 },
    { lat: -38, lon: 172, minutesAgo: 12 },
  ],
  regions: [
    { region: 'West Coast', count: 2 },
    { region: 'At sea', count: 1 },
    { region: 'Auckland', count: 0 },
  ],
};

describe('lightning', () => {
  it('validates the payload', () => {
    expect(validateModuleLightning(config)).toBe(true);
    expect(
      validateModuleLightning({ ...config, strikes: [{ lat: -40, lon: 170, minutesAgo: -1 }] }),
    ).toBe(false);
  });

  it('draws each strike in its age’s colour and says the total and where', () => {
    render(<Lightning config={config} context={testContext()} />);
    const map = screen.getByRole('group', { name: 'Lightning strikes in the last hour' });
    const classes = [...map.querySelectorAll('path[class^="wx-lightning--"]')].map((p) =>
      p.getAttribute('class'),
    );
    // Oldest first, so the newest are on top.
    expect(classes).toEqual(['wx-lightning--1', 'wx-lightning--3', 'wx-lightning--0']);
    expect(
      screen.getByText(
        '3 strikes in the last hour: West Coast 2 and At sea 1. Newest strikes are drawn brightest.',
      ),
    ).toBeTruthy();
  });

  it('lists every region’s count, and says when there was none', () => {
    const { rerender } = render(<Lightning config={config} context={testContext()} />);
    const rows = within(
      screen.getByRole('table', { name: 'Lightning strikes by region, last hour' }),
    )
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['West Coast2', 'At sea1', 'Auckland0']);
    rerender(
      <Lightning
        config={{ ...config, strikes: [], regions: [{ region: 'Auckland', count: 0 }] }}
        context={testContext()}
      />,
    );
    expect(screen.getByText('No lightning detected in the last hour.')).toBeTruthy();
  });
});
