import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { validateMarker } from '#schemas/generated/validators.js';
import { weatherDataRoutes } from './data-routes.ts';
import { createDemoProvider } from './demo-provider.ts';
import { FIXTURE_LOCATIONS } from './locations.fixture.ts';
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
    ['/api/data/radar', 'frames'],
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
    const { markers } = (await app.inject('/api/data/national-map')).json<{ markers: unknown[] }>();
    expect(markers.length).toBeGreaterThanOrEqual(5);
    for (const marker of markers) expect(validateMarker(marker)).toBe(true);
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

  it('registers under another API prefix when told', async () => {
    const other = await appWith(createDemoProvider({ now: () => NOW }), '/v2');
    expect((await other.inject('/v2/data/forecast/towns-cities/auckland')).statusCode).toBe(200);
    expect((await other.inject('/api/data/forecast/towns-cities/auckland')).statusCode).toBe(404);
    await other.close();
  });
});
