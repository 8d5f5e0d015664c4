// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { TrafficIncidentsConfig } from '#schemas/generated/types.ts';
import { validateModuleTrafficIncidents } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import TrafficIncidents from './TrafficIncidents.tsx';

const config: TrafficIncidentsConfig = {
  name: 'traffic-incidents',
  dataUrl: '/api/data/traffic/ski/mt-hutt',
  source: 'demo',
  issuedAt: '2026-11-22T14:30:00+13:00',
  location: { key: 'mt-hutt', type: 'ski', label: 'Mt Hutt', region: 'Canterbury' },
  incidents: [
    {
      id: '1',
      title: "SH73 Arthur's Pass",
      description: 'A slip has closed the road.',
      severity: { level: 'closed', message: 'Road closed' },
      startedAt: '2026-11-22T06:40:00+13:00',
      expectedResolution: 'Next update 4:00 pm',
      planned: false,
    },
    {
      id: '2',
      title: 'SH77 Rakaia Gorge',
      description: 'Stop/go at the bridge.',
      severity: { level: 'delays', message: 'Delays up to 10 minutes' },
      planned: true,
    },
  ],
};

describe('traffic-incidents', () => {
  it('validates: a data URL or incidents, each with a title, description and severity', () => {
    expect(validateModuleTrafficIncidents(config)).toBe(true);
    expect(validateModuleTrafficIncidents({ name: 'traffic-incidents' })).toBe(false);
    expect(
      validateModuleTrafficIncidents({
        ...config,
        incidents: [{ id: 'x', title: 'SH1', description: '', severity: { level: 'closed' } }],
      }),
    ).toBe(false);
  });

  it('shows each incident’s title, severity message and description, with its times', () => {
    render(<TrafficIncidents config={config} context={testContext()} />);
    const region = screen.getByRole('region', { name: 'Traffic incidents in Canterbury' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: "SH73 Arthur's Pass" })).toBeTruthy();
    expect(within(items[0]!).getByText('Road closed').className).toContain('--closed');
    expect(within(items[0]!).getByText('A slip has closed the road.')).toBeTruthy();
    expect(
      within(items[0]!).getByText(
        'Started 6:40 am, 22 November 2026. Expected: Next update 4:00 pm',
      ),
    ).toBeTruthy();
    expect(within(items[1]!).getByText('Delays up to 10 minutes').className).toContain('--delays');
    expect(within(items[1]!).getByText('Planned works')).toBeTruthy();
    expect(screen.getByText('Demo data')).toBeTruthy();
  });

  it('says the roads are clear when the region has no incidents', () => {
    render(<TrafficIncidents config={{ ...config, incidents: [] }} context={testContext()} />);
    expect(screen.getByText('No incidents reported on state highways in Canterbury.')).toBeTruthy();
  });
});
