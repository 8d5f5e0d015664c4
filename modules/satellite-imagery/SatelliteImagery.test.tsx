// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { SatelliteImageryConfig } from '#schemas/generated/types.ts';
import { validateModuleSatelliteImagery } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import SatelliteImagery from './SatelliteImagery.tsx';

const band = [{ from: 20, d: 'M0 0l10 0 0 10z' }];
const config: SatelliteImageryConfig = {
  name: 'satellite-imagery',
  title: 'Satellite imagery',
  source: 'demo',
  frames: [
    { time: '2026-11-25T13:00:00+13:00', channel: 'infrared', bands: band },
    { time: '2026-11-25T13:00:00+13:00', channel: 'visible', bands: band },
    { time: '2026-11-25T14:00:00+13:00', channel: 'infrared', bands: band },
  ],
  places: [
    {
      key: 'greymouth',
      label: 'Greymouth',
      url: '/towns-cities/locations/greymouth',
      lat: -42.45,
      lon: 171.21,
      cloud: [70, 80, 90],
    },
    {
      key: 'napier',
      label: 'Napier',
      url: '/towns-cities/locations/napier',
      lat: -39.49,
      lon: 176.91,
      cloud: [10, 5, 30],
    },
  ],
};

describe('satellite-imagery', () => {
  it('validates the payload', () => {
    expect(validateModuleSatelliteImagery(config)).toBe(true);
    expect(
      validateModuleSatelliteImagery({
        ...config,
        frames: [{ ...config.frames![0], channel: 'radar' }],
      }),
    ).toBe(false);
  });

  it('shows the latest infrared image large, said in words, and every frame labelled with its time', () => {
    render(<SatelliteImagery config={config} context={testContext()} />);
    expect(screen.getByText('Latest: Infrared image, 2:00 pm. Cloud over Greymouth.')).toBeTruthy();
    const frames = within(screen.getByRole('list')).getAllByRole('group');
    expect(frames.map((f) => f.getAttribute('aria-label'))).toEqual([
      'Infrared image, 1:00 pm',
      'Visible image, 1:00 pm',
      'Infrared image, 2:00 pm',
    ]);
    expect(
      screen.getByText('Visible image, 1:00 pm. Cloud over Greymouth; clear over Napier.'),
    ).toBeTruthy();
  });

  it('tables the cloud over each town in the latest infrared and visible images', () => {
    render(<SatelliteImagery config={config} context={testContext()} />);
    const rows = within(
      screen.getByRole('table', { name: 'Cloud over the main centres in the latest images' }),
    )
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'TownInfrared image, 2:00 pmVisible image, 1:00 pm',
      'Greymouththick cloudthick cloud',
      'Napiera little cloudclear',
    ]);
  });

  it('says when it is dark and there are no visible images', () => {
    render(
      <SatelliteImagery
        config={{
          ...config,
          frames: config.frames!.filter((f) => f.channel === 'infrared'),
          places: [],
        }}
        context={testContext()}
      />,
    );
    expect(screen.getByText(/It is dark now: no visible images in these hours\./)).toBeTruthy();
  });
});
