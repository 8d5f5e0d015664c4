import Fastify from 'fastify';
import { validateCompareData } from '#schemas/generated/validators.js';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import { weatherDataRoutes } from './data-routes.ts';
import { createDemoProvider } from './demo-provider.ts';
import { suggestedTowns } from './compare.ts';
import { WeatherProviderError } from './provider.ts';
import type { WeatherProvider } from './provider.ts';

const NOW = Date.parse('2026-11-22T01:30:00Z');

async function server(provider: WeatherProvider = createDemoProvider({ now: () => NOW })) {
  const app = Fastify({ logger: false });
  await app.register(weatherDataRoutes, { provider, locations: FIXTURE_LOCATIONS });
  return app;
}

describe('GET /api/data/compare', () => {
  it("answers today's forecast for each town asked, in order, valid against the payload schema", async () => {
    const app = await server();
    const res = await app.inject('/api/data/compare?compare=dunedin,Auckland,Palmerston%20North');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const data = res.json();
    expect(validateCompareData(data)).toBe(true);
    expect(data.asked).toEqual(['dunedin', 'auckland', 'palmerston-north']);
    expect(data.places.map((p: { location: { label: string } }) => p.location.label)).toEqual([
      'Dunedin',
      'Auckland',
      'Palmerston North',
    ]);
    expect(data.places[0]).toMatchObject({
      url: '/towns-cities/locations/dunedin',
      today: { date: '2026-11-22' },
    });
    await app.close();
  });

  it('leaves unknown names out of places but keeps them in asked (the module names them)', async () => {
    const app = await server();
    const data = (await app.inject('/api/data/compare?compare=auckland,atlantis')).json();
    expect(data.asked).toEqual(['auckland', 'atlantis']);
    expect(data.places).toHaveLength(1);
    // A key of another kind of place is not a town.
    const rural = (await app.inject('/api/data/compare?compare=waikato,auckland')).json();
    expect(rural.places.map((p: { location: { key: string } }) => p.location.key)).toEqual([
      'auckland',
    ]);
    const none = await app.inject('/api/data/compare');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ asked: [], places: [] });
    await app.close();
  });

  it('answers 502 with the plain message when the provider fails', async () => {
    const demo = createDemoProvider({ now: () => NOW });
    const failing: WeatherProvider = {
      ...demo,
      daily: () => Promise.reject(new WeatherProviderError('Forecasts are unavailable')),
    };
    const app = await server(failing);
    const res = await app.inject('/api/data/compare?compare=auckland,wellington');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { status: 502, message: 'Forecasts are unavailable' } });
    await app.close();
  });

  it('suggests towns largest first, without suburbs', () => {
    const auckland = FIXTURE_LOCATIONS[0]!;
    const suburb = { ...auckland, key: 'big-suburb', label: 'Big Suburb', kind: 'suburb' as const };
    const names = suggestedTowns([...FIXTURE_LOCATIONS, { ...suburb, population: 9_000_000 }]);
    expect(names[0]).toBe('Auckland');
    expect(names.indexOf('Christchurch')).toBeLessThan(names.indexOf('Dunedin'));
    expect(names).not.toContain('Big Suburb');
    expect(names).not.toContain('Waikato');
  });
});
