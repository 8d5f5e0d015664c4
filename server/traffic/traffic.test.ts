import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { validateTrafficData } from '#schemas/generated/validators.js';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import { LocationIndex } from '../weather/locations.ts';
import { nztaTrafficSource, parseNztaFeed, severityOf } from './nzta-feed.ts';
import { trafficRoutes } from './traffic-routes.ts';
import { demoTrafficSource, incidentsInRegion, TrafficSourceError } from './traffic-source.ts';
import { UPSTREAM_FAILURE_TTL_MS } from '../upstream-cache.ts';
import type { TrafficSource } from './traffic-source.ts';

const RECORDED = readFileSync(
  new URL('../../tests/fixtures/traffic/nzta-delays.json', import.meta.url),
  'utf8',
);
const NOW = Date.parse('2026-11-22T01:30:00Z');

async function server(source: TrafficSource) {
  const app = Fastify({ logger: false });
  await app.register(trafficRoutes, {
    source,
    locations: new LocationIndex(FIXTURE_LOCATIONS),
    now: () => NOW,
  });
  return app;
}

describe('traffic severity', () => {
  it('reads the road operator’s impact words into a level, keeping its message', () => {
    expect(severityOf('Road Closed')).toEqual({ level: 'closed', message: 'Road Closed' });
    expect(severityOf('Minor Delays')).toEqual({ level: 'delays', message: 'Minor Delays' });
    expect(severityOf('Caution')).toEqual({ level: 'caution', message: 'Caution' });
    expect(severityOf('')).toEqual({ level: 'info', message: 'Information' });
    expect(severityOf(undefined)).toEqual({ level: 'info', message: 'Information' });
  });
});

describe('the live feed adapter, against a recorded answer', () => {
  it('maps each road event to a title, description and severity, skipping those that do not fit', () => {
    const { incidents, skipped } = parseNztaFeed(JSON.parse(RECORDED));
    expect(skipped).toBe(2);
    expect(incidents.map((i) => [i.title, i.severity.message, i.region])).toEqual([
      ["SH73 Otira to Arthur's Pass", 'Road Closed', 'Canterbury'],
      ['SH77 Rakaia Gorge', 'Minor Delays', 'Canterbury'],
      ['SH1 Kaikoura Coast', 'Caution', 'Canterbury'],
      ['SH1 Auckland Harbour Bridge', 'Delays', 'Auckland'],
      ['SH2 Remutaka Hill', 'Information', 'Wellington'],
    ]);
    expect(incidents[0]).toMatchObject({
      id: '118734',
      description:
        "Road closed due to a slip between Otira and Arthur's Pass. Contractors are clearing the slip. Check again at 4 pm before travelling.",
      startedAt: '2026-11-22T06:40:00+13:00',
      expectedResolution: 'Next update 4:00 pm',
      planned: false,
    });
    // A date the feed wrote in another form is left out rather than passed on wrong.
    expect(incidents[4]?.startedAt).toBeUndefined();
  });

  it('serves a region’s incidents most severe first, in the data schema, and caches the feed', async () => {
    const fetchMock = vi.fn(
      async () => new Response(RECORDED, { headers: { 'content-type': 'application/json' } }),
    );
    const app = await server(
      nztaTrafficSource({
        url: 'https://traffic.test/delays.json',
        fetch: fetchMock,
        now: () => NOW,
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/api/data/traffic/ski/mt-hutt' });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(validateTrafficData(data) ? [] : validateTrafficData.errors).toEqual([]);
    expect(data.source).toBe('nzta');
    expect(data.incidents.map((i: { severity: { level: string } }) => i.severity.level)).toEqual([
      'closed',
      'delays',
      'caution',
    ]);
    await app.inject({ method: 'GET', url: '/api/data/traffic/towns-cities/auckland' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('asks the feed once for simultaneous first visitors, and once per failure time while it is down (issue 28)', async () => {
    const clock = { now: NOW };
    let up = true;
    const fetchMock = vi.fn(async () =>
      up
        ? new Response(RECORDED, { headers: { 'content-type': 'application/json' } })
        : new Response('busy', { status: 503 }),
    );
    const source = nztaTrafficSource({
      url: 'https://traffic.test/delays.json',
      fetch: fetchMock,
      now: () => clock.now,
    });
    await Promise.all(Array.from({ length: 10 }, () => source.incidents()));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    up = false;
    clock.now += 300_000;
    const down = await Promise.allSettled(Array.from({ length: 10 }, () => source.incidents()));
    expect(down.every((r) => r.status === 'rejected')).toBe(true);
    await expect(source.incidents()).rejects.toThrow(TrafficSourceError);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    up = true;
    clock.now += UPSTREAM_FAILURE_TTL_MS;
    expect((await source.incidents()).length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('answers 502 with a plain message when the feed fails, 404 and 400 for bad places', async () => {
    const app = await server(
      nztaTrafficSource({
        url: 'https://traffic.test/delays.json',
        fetch: async () => new Response('busy', { status: 503 }),
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/api/data/traffic/ski/mt-hutt' });
    expect([res.statusCode, res.json().error.message]).toEqual([
      502,
      'Traffic information is not available right now.',
    ]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/data/traffic/ski/nowhere' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/data/traffic/Ski/x' })).statusCode).toBe(
      400,
    );
    await app.close();
  });
});

describe('the embedded demo feed', () => {
  it('is current, fits the schema and has incidents for every ski field region', async () => {
    const app = await server(demoTrafficSource(() => NOW));
    for (const field of FIXTURE_LOCATIONS.filter((l) => l.type === 'ski')) {
      const data = (
        await app.inject({ method: 'GET', url: `/api/data/traffic/ski/${field.key}` })
      ).json();
      expect(validateTrafficData(data) ? [] : validateTrafficData.errors).toEqual([]);
      expect(data.source).toBe('demo');
      expect(data.incidents.length).toBeGreaterThan(0);
      expect(Date.parse(data.incidents[0].startedAt)).toBeLessThanOrEqual(NOW);
    }
    await app.close();
  });

  it('matches regions without minding macrons or case', () => {
    const incident = {
      id: 'a',
      title: 'SH1',
      description: '',
      severity: { level: 'info' as const, message: 'Information' },
    };
    expect(
      incidentsInRegion([{ ...incident, region: 'Manawatu-Whanganui' }], 'Manawatū-Whanganui'),
    ).toHaveLength(1);
    expect(incidentsInRegion([{ ...incident, region: 'Otago' }], 'Southland')).toHaveLength(0);
  });
});
