import Fastify, { type FastifyInstance } from 'fastify';
import { validateWarning, validateWarningsAll } from '#schemas/generated/validators.js';
import type { AllWarnings } from '#schemas/generated/types.ts';
import { errorHandler } from '../errors.ts';
import { WARNINGS_UNAVAILABLE, warningsRoutes } from './routes.ts';
import { createWarningsService } from './service.server.ts';
import {
  FIXTURE_LOCATIONS,
  recordingLogger,
  SAMPLE_CAP_DIR,
  SAMPLE_NOW,
} from '#tests/support/warnings-fixtures.ts';

describe('warnings routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const service = createWarningsService({
      capDir: SAMPLE_CAP_DIR,
      locations: FIXTURE_LOCATIONS,
      logger: recordingLogger(),
      watch: false,
      now: () => SAMPLE_NOW,
    });
    await service.start();
    app = Fastify();
    app.setErrorHandler(errorHandler);
    await app.register(warningsRoutes, { service });
  });
  afterAll(() => app.close());

  it('answers a location with its warnings, the national summary and the regional list', async () => {
    const res = await app.inject('/api/warnings-service/towns-cities/hokitika');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'regional',
      'summary',
      'warningAreaName',
      'warningPageUrl',
      'warnings',
    ]);
    expect(body.warnings[0]).toMatchObject({
      name: 'Heavy Rain Warning - Red',
      warnLevel: 'red',
      eventType: 'rain',
      areaDescription: expect.stringContaining('Hokitika'),
    });
    for (const w of [...body.warnings, ...body.summary]) expect(validateWarning(w)).toBe(true);
  });

  it('answers a location outside every polygon with an empty list', async () => {
    const res = await app.inject('/api/warnings-service/towns-cities/gisborne');
    expect(res.json()).toMatchObject({ warnings: [], regional: [], warningAreaName: 'Gisborne' });
  });

  it('refuses unknown locations (404) and malformed requests (400) with a JSON error', async () => {
    const unknown = await app.inject('/api/warnings-service/towns-cities/atlantis');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { status: 404, message: "No towns-cities location 'atlantis'." },
    });
    for (const url of [
      '/api/warnings-service/planets/mars',
      '/api/warnings-service/towns-cities/Auck%20land',
      '/api/warnings-service/marine/-bad-',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.status).toBe(400);
    }
  });

  it('lists every warning in force with polygons for the map', async () => {
    const res = await app.inject('/api/warnings-service/all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect(body.warnings.length).toBe(14);
    expect(body.areas.length).toBe(14);
  });

  it('lists the orange and red warnings briefly for the national and section pages', async () => {
    const res = await app.inject('/api/warnings-service/severe');
    expect(res.statusCode).toBe(200);
    const body = res.json() as AllWarnings;
    expect(validateWarningsAll(body)).toBe(true);
    expect(body.warnings.length).toBeGreaterThan(0);
    expect(new Set(body.warnings.map((w) => w.warnLevel))).toEqual(new Set(['red', 'orange']));
    expect(body.warnings.every((w) => !w.text && !w.impact && w.name && w.url)).toBe(true);
    expect(body.areas).toHaveLength(body.warnings.length);
  });
});

describe('warnings routes before the feed has answered', () => {
  it('answer 503 with a plain message (not an empty list that would read as "no warnings")', async () => {
    const service = createWarningsService({
      // Nothing listens on port 9 of the loopback: the feed is unreachable.
      feedUrl: 'http://127.0.0.1:9/feed',
      locations: FIXTURE_LOCATIONS,
      logger: recordingLogger(),
      now: () => SAMPLE_NOW,
    });
    await service.start();
    service.close();
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    await app.register(warningsRoutes, { service });
    for (const url of [
      '/api/warnings-service/towns-cities/hokitika',
      '/api/warnings-service/all',
      '/api/warnings-service/severe',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ error: { status: 503, message: WARNINGS_UNAVAILABLE } });
    }
    await app.close();
  });
});
