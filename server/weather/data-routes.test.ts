import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { validateMapMarkersData, validateMarker } from '#schemas/generated/validators.js';
import { weatherDataRoutes } from './data-routes.ts';
import { createDemoProvider } from './demo-provider.ts';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import { isFeedItem } from './news.ts';
import { WeatherProviderError } from './provider.ts';
import type { WeatherProvider } from './provider.ts';

const NOW = Date.parse('2026-11-22T01:30:00Z');
const silent = { warn: () => undefined };

async function appWith(provider: WeatherProvider, apiPrefix?: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(weatherDataRoutes, {
    provider,
    locations: FIXTURE_LOCATIONS,
    logger: silent,
    ...(apiPrefix ? { apiPrefix } : {}),
  });
  await app.ready();
  return app;
}

describe('weather data routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith(createDemoProvider({ now: () => NOW }));
  });
  afterAll(() => app.close());

  const okUrls = [
    ['/api/data/observations/towns-cities/auckland', 'current'],
    ['/api/data/forecast/towns-cities/auckland', 'days'],
    ['/api/data/hourly/towns-cities/wellington', 'hours'],
    ['/api/data/rain/rural/waikato', 'days'],
    ['/api/data/marine/marine/cook-strait', 'periods'],
    ['/api/data/marine/high-seas/forties', 'periods'],
    ['/api/data/mountain/national-parks/aoraki-mount-cook', 'days'],
    ['/api/data/forecast/ski/mt-hutt', 'days'],
    ['/api/data/ski/mt-hutt', 'facilities'],
    ['/api/data/snow/mt-hutt', 'upperSnowBase'],
    ['/api/data/road/mt-hutt', 'status'],
    ['/api/data/national-map', 'markers'],
    ['/api/data/high-seas', 'areas'],
    ['/api/data/map-markers', 'markers'],
    ['/api/data/radar', 'frames'],
    ['/dynamic/avalanche.json?v=1', 'forecasts'],
  ] as const;

  it.each(okUrls)('answers %s with cacheable demo JSON', async (url, field) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.json<Record<string, unknown>>();
    expect(body.source).toBe('demo');
    expect(body).toHaveProperty(field);
  });

  it('answers only the latest radar frame, and where the rest are, for ?frames=latest', async () => {
    const all = (await app.inject('/api/data/radar')).json<{ frames: Array<{ time: string }> }>();
    const latest = (await app.inject('/api/data/radar?frames=latest')).json<{
      frames: unknown[];
      allFramesUrl: string;
      timeline: Array<{ time: string }>;
    }>();
    expect(all.frames.length).toBeGreaterThan(1);
    expect(latest.frames).toEqual(all.frames.slice(-1));
    expect(latest.allFramesUrl).toBe('/api/data/radar');
    // Every frame's time comes with it, for the slider and the list without JavaScript.
    expect(latest.timeline.map((s) => s.time)).toEqual(all.frames.map((f) => f.time));
  });

  it('answers the same body for the same hour (deterministic)', async () => {
    const url = '/api/data/forecast/towns-cities/dunedin';
    const [a, b] = await Promise.all([app.inject(url), app.inject(url)]);
    expect(a.body).toBe(b.body);
  });

  it.each([
    '/api/data/forecast/towns-cities/atlantis',
    '/api/data/forecast/rural/auckland', // a town is not a rural region
    '/api/data/forecast/volcanoes/auckland', // well-formed but unknown type
    '/api/data/ski/auckland', // ski reports only exist for ski fields
    '/api/data/snow/no-such-field',
  ])('answers 404 Unknown location for %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { status: 404, message: 'Unknown location' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/api/data/forecast/towns-cities/Auckland',
    '/api/data/forecast/towns-cities/auck%20land',
    '/api/data/observations/TOWNS/auckland',
    '/api/data/road/mt_hutt',
    '/api/data/hourly/towns-cities/auckland-',
  ])('answers 400 for the malformed %s', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { status: number; message: string } }>().error).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Malformed location/),
    });
  });

  it('serves schema-valid national map markers for the main centres', async () => {
    const { markers } = (await app.inject('/api/data/national-map')).json<{
      markers: { position?: { labelPos?: string } }[];
    }>();
    expect(markers.length).toBeGreaterThanOrEqual(5);
    for (const marker of markers) expect(validateMarker(marker)).toBe(true);
    // The static map logs an error for a drawn point without a label position (spec section 5).
    for (const marker of markers)
      expect(marker.position?.labelPos).toMatch(/^(right|left|top|bottom)$/);
  });

  it('serves the radar markers tagged for the legend filters, with current conditions', async () => {
    const response = await app.inject('/api/data/map-markers');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      markers: { tags: string[]; views?: Record<string, { meta: unknown }> }[];
    }>();
    expect(validateMapMarkersData(body)).toBe(true);
    const tags = new Set(body.markers.flatMap((m) => m.tags));
    expect(tags).toContain('towns');
    for (const marker of body.markers) {
      expect(['towns', 'ski-fields', 'marine']).toContain(marker.tags[0]);
      expect(Object.keys(marker.views ?? {})).toEqual([
        'temp',
        'rain',
        'wind',
        'humidity',
        'pressure',
      ]);
      expect(typeof marker.views?.temp?.meta).toBe('number');
    }
  });

  it('serves the weather news feed newest first', async () => {
    const response = await app.inject('/api/data/feeds/weather-news');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { items } = response.json<{ items: { timestamp: string; featured: boolean }[] }>();
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) expect(isFeedItem(item)).toBe(true);
    const times = items.map((i) => Date.parse(i.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(items.filter((i) => i.featured)).toHaveLength(1);
  });

  it('answers 502 with the plain message when the provider fails, and keeps serving', async () => {
    const demo = createDemoProvider({ now: () => NOW });
    const failing: WeatherProvider = {
      ...demo,
      daily: () =>
        Promise.reject(
          new WeatherProviderError(
            'Weather data is unavailable right now. Please try again later.',
          ),
        ),
    };
    const broken = await appWith(failing);
    const response = await broken.inject('/api/data/forecast/towns-cities/auckland');
    expect(response.statusCode).toBe(502);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      error: {
        status: 502,
        message: 'Weather data is unavailable right now. Please try again later.',
      },
    });
    expect((await broken.inject('/api/data/observations/towns-cities/auckland')).statusCode).toBe(
      200,
    );
    await broken.close();
  });

  it('serves the avalanche advisory with the spec fields, ratings on the 1-5 scale', async () => {
    const body = (await app.inject('/dynamic/avalanche.json?v=1')).json<{
      forecasts: Record<string, unknown>[];
      danger_scales: { danger_id: number; level: string }[];
    }>();
    expect(body.forecasts.length).toBeGreaterThanOrEqual(10);
    for (const f of body.forecasts) {
      for (const band of ['high_alpine', 'alpine', 'sub_alpine'])
        expect([1, 2, 3, 4, 5]).toContain(f[band]);
      expect(f.alpine_to).toBe(f.high_alpine_from);
      expect(f.sub_alpine_to).toBe(f.alpine_from);
    }
    expect(body.danger_scales.map((d) => d.danger_id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('leaves marine answers without warnings when no warnings lookup is given', async () => {
    const body = (await app.inject('/api/data/marine/high-seas/southern')).json<object>();
    expect(body).not.toHaveProperty('warnings');
  });

  it('adds the warning types over a marine area, each once, and only to marine answers', async () => {
    const asked: string[] = [];
    const warned = Fastify();
    await warned.register(weatherDataRoutes, {
      provider: createDemoProvider({ now: () => NOW }),
      locations: FIXTURE_LOCATIONS,
      logger: silent,
      warningsFor: (type, key) => {
        asked.push(`${type}/${key}`);
        return key === 'southern' ? ['iceaccretion', 'gale', 'iceaccretion'] : [];
      },
    });
    const southern = (await warned.inject('/api/data/marine/high-seas/southern')).json<{
      warnings: string[];
      periods: unknown[];
    }>();
    expect(southern.warnings).toEqual(['iceaccretion', 'gale']);
    expect(southern.periods).toHaveLength(16);
    const strait = (await warned.inject('/api/data/marine/marine/cook-strait')).json<object>();
    expect(strait).toHaveProperty('warnings', []);
    const town = (await warned.inject('/api/data/forecast/towns-cities/auckland')).json<object>();
    expect(town).not.toHaveProperty('warnings');
    expect(asked).toEqual(['high-seas/southern', 'marine/cook-strait']);
    await warned.close();
  });

  it('still answers a marine forecast when the warnings lookup throws', async () => {
    const warn = vi.fn();
    const broken = Fastify();
    await broken.register(weatherDataRoutes, {
      provider: createDemoProvider({ now: () => NOW }),
      locations: FIXTURE_LOCATIONS,
      logger: { warn },
      warningsFor: () => {
        throw new Error('warnings store gone');
      },
    });
    const response = await broken.inject('/api/data/marine/high-seas/southern');
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('warnings');
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'warnings lookup failed');
    await broken.close();
  });

  it('registers under another API prefix when told', async () => {
    const other = await appWith(createDemoProvider({ now: () => NOW }), '/v2');
    expect((await other.inject('/v2/data/forecast/towns-cities/auckland')).statusCode).toBe(200);
    expect((await other.inject('/api/data/forecast/towns-cities/auckland')).statusCode).toBe(404);
    await other.close();
  });
});
