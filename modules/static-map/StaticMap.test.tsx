// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Marker, StaticMapConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import StaticMap from './StaticMap.tsx';
import { validateModuleStaticMap } from '#schemas/generated/validators.js';

const auckland: Marker = {
  key: 'auckland',
  type: 'label',
  lat: -36.85,
  lon: 174.76,
  label: { text: 'Auckland', textHover: 'Auckland 21°' },
  position: { labelPos: 'right' },
  view: { icon: 'fine', text: '21°' },
  action: '/towns-cities/locations/auckland',
};
const dunedin: Marker = {
  key: 'dunedin',
  lat: -45.87,
  lon: 170.5,
  label: { text: 'Dunedin' },
  position: { labelPos: 'left' },
  action: '/towns-cities/locations/dunedin',
};
const config: StaticMapConfig = {
  name: 'static-map',
  title: 'New Zealand today',
  source: 'demo',
  markers: [auckland, dunedin],
};

afterEach(() => vi.restoreAllMocks());
// The legend's statechart (and xstate) load on the first click on the legend; loaded here first
// so findBy waits for the legend, not for the runner compiling xstate on a busy machine.
beforeAll(() => import('#machines/legend.machine.ts'));

describe('static-map', () => {
  it('validates markers, sizes and the zoom string', () => {
    expect(validateModuleStaticMap(config)).toBe(true);
    expect(validateModuleStaticMap({ ...config, zoom: '6|0-7', size: 'medium' })).toBe(true);
    expect(validateModuleStaticMap({ ...config, zoom: '6-0' })).toBe(false);
    expect(validateModuleStaticMap({ ...config, size: 'huge' })).toBe(false);
  });

  it('draws the outline and a link per marker, placed through the projection', () => {
    const html = renderToString(<StaticMap config={config} context={testContext()} />);
    expect(html).toMatch(/class="wx-map__land" d="M[\d. lz-]+/);
    render(<StaticMap config={config} context={testContext()} />);
    const link = screen.getByRole('link', { name: 'Auckland 21°, Fine' });
    expect(link.getAttribute('href')).toBe('/towns-cities/locations/auckland');
    const dunedinLink = screen.getByRole('link', { name: 'Dunedin' });
    const y = (a: Element) => Number(a.querySelector('text')?.getAttribute('y'));
    expect(y(dunedinLink)).toBeGreaterThan(y(link)); // south is lower on the map
    expect(dunedinLink.querySelector('text')?.getAttribute('text-anchor')).toBe('end'); // labelPos left
  });

  it('switches the label to the hover text on hover and focus', () => {
    render(<StaticMap config={config} context={testContext()} />);
    const link = screen.getByRole('link', { name: 'Auckland 21°, Fine' });
    const label = () => link.querySelector('text')?.textContent;
    // The desktop and phone names (CSS shows one), then the day's value (issue 10).
    expect(label()).toBe('AucklandAuckland 21°');
    fireEvent.mouseEnter(link);
    expect(label()).toBe('Auckland 21°');
    fireEvent.mouseLeave(link);
    expect(label()).toBe('AucklandAuckland 21°');
    fireEvent.focus(link);
    expect(label()).toBe('Auckland 21°');
  });

  it('logs an error for a marker with a point but no label position', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <StaticMap
        config={{ ...config, markers: [{ ...dunedin, position: {} }] }}
        context={testContext()}
      />,
    );
    expect(error).toHaveBeenCalledWith(
      'static-map: Marker "dunedin" has a point but no label position',
    );
  });

  it('takes markers and size from the page map when the config has none, and applies zoom strings', () => {
    const context = testContext({
      map: { config: { size: 'small' }, markers: [auckland, { ...dunedin, zoom: '7-0-0' }] },
    });
    const { container } = render(<StaticMap config={{ name: 'static-map' }} context={context} />);
    expect(container.querySelector('svg.wx-map--small')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Auckland 21°, Fine' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Dunedin' })).toBeNull(); // needs zoom 7 on small maps
  });

  it('filters tagged markers from the legend filters', async () => {
    const context = testContext({
      map: {
        markers: [
          { ...auckland, tags: ['north'] },
          { ...dunedin, tags: ['south'] },
        ],
        filters: [
          { key: 'north', label: 'North Island' },
          { key: 'south', label: 'South Island' },
        ],
      },
    });
    render(<StaticMap config={{ name: 'static-map' }} context={context} />);
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    // The legend's statechart loads on the first click.
    fireEvent.click(await screen.findByRole('checkbox', { name: 'South Island' }));
    expect(screen.queryByRole('link', { name: 'Dunedin' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Auckland 21°, Fine' })).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'All' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(screen.getByRole('link', { name: 'Dunedin' })).toBeTruthy();
  });
});
