// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Warning, WarningsMapConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import { geoMercator, geoPath } from 'd3-geo';
import { NZ_MAP } from '#engine/vocabulary/nz-map.ts';
import { ringPath } from './areas.ts';
import { validateModuleWarningsMap } from '#schemas/generated/validators.js';
import WarningsMap from './WarningsMap.tsx';

type Ring = NonNullable<WarningsMapConfig['areas']>[number]['polygons'][number];
const westland: Ring = [
  [-42.28, 171.05],
  [-42.33, 171.55],
  [-42.75, 171.62],
  [-43.1, 171.15],
  [-42.6, 170.78],
  [-42.28, 171.05],
];
const wellington: Ring = [
  [-40.8, 174.98],
  [-40.62, 175.55],
  [-41.35, 176.0],
  [-41.42, 174.62],
  [-40.8, 174.98],
];
const red: Warning = {
  name: 'Heavy Rain Warning - Red',
  warnLevel: 'red',
  eventType: 'rain',
  url: '/warnings/home#westland',
};
const orange: Warning = {
  name: 'Strong Wind Warning - Orange',
  warnLevel: 'orange',
  eventType: 'wind',
};
const config: WarningsMapConfig = {
  name: 'warnings-map',
  title: 'Warnings map',
  warnings: [red, orange],
  areas: [{ polygons: [westland] }, { polygons: [wellington] }],
};

describe('warnings-map module', () => {
  it('validates its config and data', () => {
    expect(validateModuleWarningsMap(config)).toBe(true);
    expect(validateModuleWarningsMap({ ...config, areas: [{ polygons: [[[1, 2]]] }] })).toBe(false);
  });

  it('draws each area in its level colour, with a titled SVG and no second list (issue 22)', () => {
    render(<WarningsMap config={config} context={testContext()} />);
    const map = screen.getByRole('img', {
      name: 'Map of New Zealand showing the areas of 2 warnings, watches and outlooks in force',
    });
    expect(map.querySelectorAll('.wx-warnings-map__area--red path')).toHaveLength(1);
    expect(map.querySelectorAll('.wx-warnings-map__area--orange path')).toHaveLength(1);
    // The most severe is drawn last, on top.
    expect([...map.querySelectorAll('g')].map((g) => g.getAttribute('class'))).toEqual([
      'wx-warnings-map__area wx-warnings-map__area--orange',
      'wx-warnings-map__area wx-warnings-map__area--red',
    ]);
    // The page's warnings list names them: the map does not list them a second time.
    expect(screen.queryByRole('list')).toBeNull();
    // Nobody measures a warning: no Measure tool on this map.
    expect(screen.queryByRole('button', { name: /Measure/ })).toBeNull();
  });

  it('projects a ring whatever its winding, and leaves areas off the map out', () => {
    const d = ringPath(westland);
    expect(d).toMatch(/^M[\d.]+,[\d.]+L/);
    expect(ringPath([...westland].reverse() as Ring)).not.toBe('');
    // Reversed winding must not become "the whole world minus Westland" (a path bigger than the map).
    const numbers = (s: string) => s.match(/[\d.]+/g)!.map(Number);
    expect(Math.max(...numbers(ringPath([...westland].reverse() as Ring)))).toBeLessThan(500);
    expect(
      ringPath([
        [-10, -150],
        [-10, -140],
        [-20, -140],
        [-10, -150],
      ]),
    ).toBe('');
  });

  it('draws a ring where d3-geo does, clips it to the map, and keeps a ring across 180° whole', () => {
    const numbers = (s: string) => s.match(/-?[\d.]+/g)!.map(Number);
    const box = (s: string) => {
      const n = numbers(s);
      const xs = n.filter((_, i) => i % 2 === 0);
      const ys = n.filter((_, i) => i % 2 === 1);
      return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    };
    // An independent check: the projection the outline was drawn with, through d3-geo.
    const d3 = geoPath(
      geoMercator()
        .scale(NZ_MAP.scale)
        .translate([...NZ_MAP.translate]),
    )({ type: 'Polygon', coordinates: [westland.map(([lat, lon]) => [lon, lat])] });
    const ours = box(ringPath(westland));
    box(d3 ?? '').forEach((v, i) => expect(Math.abs(v - (ours[i] ?? 0))).toBeLessThan(0.5));
    // Half off the map's east edge (x 300), and crossing 180°: clipped at the edge, one shape.
    const across = ringPath([
      [-44, 176],
      [-44, -170],
      [-46, -170],
      [-46, 176],
      [-44, 176],
    ]);
    expect(across).toMatch(/^M[\d.]+,[\d.]+L/);
    const [x0, , x1] = box(across);
    expect(x1).toBe(300);
    expect(x0).toBeCloseTo(233.5, 0);
    expect(Math.min(...numbers(across))).toBeGreaterThanOrEqual(0);
  });

  it('renders on the server with no DOM', () => {
    const html = renderToString(<WarningsMap config={config} context={testContext()} />);
    expect(html).toContain('<title');
    expect(html).toContain('wx-warnings-map__area--red');
  });

  it('shows and hides warnings by level with the page filters', async () => {
    const page = {
      map: {
        filterLabel: 'Show warnings',
        filters: [
          { key: 'red', label: 'Red warnings' },
          { key: 'orange', label: 'Orange warnings' },
        ],
      },
    };
    const { container } = render(<WarningsMap config={config} context={testContext(page)} />);
    const areas = () =>
      [...container.querySelectorAll('.wx-warnings-map__area')].map((g) => g.getAttribute('class'));
    expect(areas()).toHaveLength(2);
    screen.getByRole('button', { name: 'Filters' }).click();
    const orangeBox = await screen.findByRole('checkbox', { name: 'Orange warnings' });
    orangeBox.click();
    await vi.waitFor(() =>
      expect(areas()).toEqual(['wx-warnings-map__area wx-warnings-map__area--red']),
    );
    screen.getByRole('checkbox', { name: 'Red warnings' }).click();
    expect(
      await screen.findByText('None of the warnings in place are of the levels you chose to show.'),
    ).toBeTruthy();
  });
});
