// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { PressureMapConfig } from '#schemas/generated/types.ts';
import { validateModulePressureMap } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import PressureMap from './PressureMap.tsx';

const config: PressureMapConfig = {
  name: 'pressure-map',
  title: 'Pressure now',
  source: 'demo',
  issuedAt: '2026-11-25T14:00:00+13:00',
  validAt: '2026-11-25T14:00:00+13:00',
  isobars: [
    { hPa: 1008, d: 'M10 10l50 20', labelAt: [60, 30] },
    { hPa: 1012, d: 'M10 40l50 20' },
  ],
  centres: [
    { kind: 'high', hPa: 1024, lat: -44, lon: 168, where: 'near Queenstown' },
    {
      kind: 'low',
      hPa: 1001,
      lat: -37,
      lon: 179.5,
      where: '250 km northeast of Gisborne',
      edge: true,
    },
  ],
  places: [
    {
      key: 'auckland',
      label: 'Auckland',
      url: '/towns-cities/locations/auckland',
      lat: -36.85,
      lon: 174.76,
      pressure: 1009,
    },
    {
      key: 'dunedin',
      label: 'Dunedin',
      url: '/towns-cities/locations/dunedin',
      lat: -45.87,
      lon: 170.5,
      pressure: null,
    },
  ],
};

describe('pressure-map', () => {
  it('validates the payload', () => {
    expect(validateModulePressureMap(config)).toBe(true);
    expect(validateModulePressureMap({ ...config, isobars: [{ hPa: 1012 }] })).toBe(false);
  });

  it('says in words what the map shows: the isobars’ range and each centre, an edge centre as such', () => {
    render(<PressureMap config={config} context={testContext()} />);
    expect(
      screen.getByRole('group', { name: 'Pressure map at 2:00 pm: isobars and centres' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Mean sea level pressure at 2:00 pm. Isobars every 4 hPa from 1008 to 1012 hPa. High 1024 hPa, near Queenstown and Low 1001 hPa, 250 km northeast of Gisborne, at the map's edge (the low itself is beyond it). Where isobars are close together, winds are strong.",
      ),
    ).toBeTruthy();
  });

  it('labels the isobars and the centres on the map, and lists the towns’ pressure', () => {
    const { container } = render(<PressureMap config={config} context={testContext()} />);
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toEqual(['1008', 'H1024', 'L1001']);
    const table = screen.getByRole('table', { name: 'Pressure now by town' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['Auckland1009 hPa', 'DunedinN/A']);
    expect(within(table).getByRole('link', { name: 'Auckland' }).getAttribute('href')).toBe(
      '/towns-cities/locations/auckland',
    );
    expect(screen.getByText('Demo data')).toBeTruthy();
  });
});
