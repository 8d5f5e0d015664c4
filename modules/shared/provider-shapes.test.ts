import type { ModuleName } from '#schemas/generated/catalogue.ts';
import Fastify from 'fastify';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { ModuleEntry, ModuleProps } from '#engine/module-entry.ts';
import type { Marker } from '#schemas/generated/types.ts';
import { moduleValidators } from '#schemas/generated/module-validators.js';
import { trafficRoutes } from '#server/traffic/traffic-routes.ts';
import { demoTrafficSource } from '#server/traffic/traffic-source.ts';
import { webcamRoutes } from '#server/webcams/webcam-routes.ts';
import { weatherDataRoutes } from '#server/weather/data-routes.ts';
import { LocationIndex } from '#server/weather/locations.ts';
import { createDemoProvider } from '#server/weather/demo-provider.ts';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import { registry } from '../catalogue.ts';
import { validateFeedData } from '#schemas/generated/validators.js';
import { placeMarkers } from './map/markers.ts';
import { MAP_SIZES } from './map/zoom.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import { catalogueContracts } from '#tests/support/engine-fixtures.ts';
import { createDataCache } from '#engine/data-merge.ts';
import { moduleWithData } from '#engine/data-door.ts';

/**
 * Reconciles the modules with the data endpoints they are written for: every /api/data answer of
 * the demo provider, merged over the module config as the engine does, must pass the module's
 * schema and render on the server.
 */

const NOW = Date.parse('2026-08-12T02:30:00Z'); // ski season, so every report has content
const cases: [string, string, RegExp][] = [
  ['current-conditions', '/api/data/observations/towns-cities/auckland', /°/],
  ['forecast-days', '/api/data/forecast/towns-cities/auckland', /August 2026/],
  [
    'hourly-forecast',
    '/api/data/hourly/towns-cities/wellington',
    /Temperature over the next 48 hours/,
  ],
  ['rain-forecast', '/api/data/rain/rural/waikato', /Rain and temperature by day.*Rain per hour/s],
  ['marine-forecast', '/api/data/marine/high-seas/southern', / kt.* m/s],
  ['marine-forecast', '/api/data/marine/marine/cook-strait', / kt/],
  [
    'mountain-forecast',
    '/api/data/mountain/national-parks/aoraki-mount-cook',
    /Forecast for 2,000 m/,
  ],
  ['mountain-forecast', '/api/data/mountain/ski/mt-hutt', /Freezing level/],
  ['ski-report', '/api/data/ski/mt-hutt', /Vertical drop/],
  ['snow-report', '/api/data/snow/mt-hutt', / cm/],
  ['road-report', '/api/data/road/broken-river', /Open|Caution|Chains required|Closed/],
  ['road-report', '/api/data/road/mt-hutt', /Mt Hutt Ski Field Road(<!-- -->)?: /],
  ['static-map', '/api/data/national-map', /<a [^>]*href="\/towns-cities\/locations\/auckland"/],
  ['rain-radar', '/api/data/radar', /type="range"/],
  ['traffic-incidents', '/api/data/traffic/ski/mt-hutt', /SH77 Rakaia Gorge Bridge/],
  [
    'webcam-gallery',
    '/api/data/webcams/ski/mt-hutt',
    /<img [^>]*src="\/webcams\/mt-hutt\/base\.svg/,
  ],
  ['barbecue-rating', '/api/data/barbecue/towns-cities/auckland', /Yeah, nah|Hmmmm|Choice|Awesome/],
];

async function dataServer(warningsFor?: (type: string, key: string) => string[]) {
  const app = Fastify({ logger: false });
  await app.register(weatherDataRoutes, {
    provider: createDemoProvider({ now: () => NOW }),
    locations: FIXTURE_LOCATIONS,
    ...(warningsFor ? { warningsFor } : {}),
  });
  await app.register(webcamRoutes, {
    locations: new LocationIndex(FIXTURE_LOCATIONS),
    now: () => NOW,
  });
  await app.register(trafficRoutes, {
    source: demoTrafficSource(() => NOW),
    locations: new LocationIndex(FIXTURE_LOCATIONS),
  });
  return app;
}

async function render(
  name: string,
  config: Record<string, unknown> & { name: string },
): Promise<string> {
  const entry = registry[name] as ModuleEntry | undefined;
  if (!entry) throw new Error(`no module ${name}`);
  const validate = moduleValidators[name as ModuleName];
  expect(validate?.(config) ? [] : validate?.errors).toEqual([]);
  const Component = (await entry.load()).default as ComponentType<ModuleProps>;
  return renderToString(createElement(Component, { config, context: testContext() }));
}

describe('modules read what the data endpoints answer', () => {
  it.each(cases)('%s <- %s', async (name, dataUrl, expected) => {
    const app = await dataServer();
    // Through the engine's data door: the answer is checked against the payload schema the
    // module declares, merged, and the result against the module's own (closed) schema.
    const outcome = await moduleWithData(
      { key: 'k', name, config: { name, dataUrl } },
      {
        contracts: catalogueContracts,
        cache: createDataCache(),
        fetchJson: async (url) => (await app.inject({ method: 'GET', url })).json(),
      },
    );
    await app.close();
    expect(outcome).toMatchObject({ kind: 'ready' });
    if (outcome.kind !== 'ready') return;
    const entry = registry[name] as ModuleEntry | undefined;
    expect(entry).toBeDefined();
    if (!entry) return;
    const Component = (await entry.load()).default as ComponentType<ModuleProps>;
    const html = renderToString(
      createElement(Component, { config: outcome.module.config, context: testContext() }),
    );
    expect(html).toMatch(expected);
    expect(html).toContain('Demo data');
  });

  it('marine-forecast lists the warnings the data routes add, most severe first', async () => {
    const app = await dataServer((type, key) =>
      type === 'high-seas' && key === 'southern' ? ['iceaccretion', 'gale', 'swell'] : [],
    );
    const res = await app.inject({ method: 'GET', url: '/api/data/marine/high-seas/southern' });
    await app.close();
    const html = await render('marine-forecast', {
      ...(res.json() as object),
      name: 'marine-forecast',
    });
    expect(html).toMatch(/Gale warning.*Ice accretion warning/s);
    expect(html.match(/wx-marine__warning--/g)).toHaveLength(2);
  });

  it('static-map places every national map marker without a logged problem', async () => {
    const app = await dataServer();
    const { markers } = (await app.inject({ method: 'GET', url: '/api/data/national-map' })).json<{
      markers: Marker[];
    }>();
    await app.close();
    for (const size of MAP_SIZES) {
      const { placed, problems } = placeMarkers(markers, size, 5);
      expect(problems).toEqual([]);
      expect(placed).toHaveLength(markers.length);
    }
  });

  it('feed-list reads the weather news feed: it fits FeedData, the payload its schema declares', async () => {
    const app = await dataServer();
    const res = await app.inject({ method: 'GET', url: '/api/data/feeds/weather-news' });
    const fits = validateFeedData(res.json());
    expect(validateFeedData.errors ?? []).toEqual([]);
    expect(fits).toBe(true);
    expect((res.json() as { items: unknown[] }).items.length).toBeGreaterThan(0);
    await app.close();
  });
});
