import Fastify from 'fastify';
import { validateWebcamData } from '#schemas/generated/validators.js';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import { LocationIndex } from '../weather/locations.ts';
import { webcamRoutes } from './webcam-routes.ts';

const NOW = Date.parse('2026-11-22T01:34:00Z'); // 2:34 pm NZDT

async function server(now = NOW) {
  const app = Fastify({ logger: false });
  await app.register(webcamRoutes, {
    locations: new LocationIndex(FIXTURE_LOCATIONS),
    now: () => now,
  });
  return app;
}

describe('demo webcams', () => {
  it('lists a ski field’s cameras in the data schema, each picture served as SVG', async () => {
    const app = await server();
    const res = await app.inject({ method: 'GET', url: '/api/data/webcams/ski/mt-hutt' });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(validateWebcamData(data) ? [] : validateWebcamData.errors).toEqual([]);
    expect(data.cameras.map((c: { label: string }) => c.label)).toEqual([
      'Base area',
      'Top of the lifts',
      'Access road',
    ]);
    // Pictures are taken every ten minutes: 2:34 pm shows the one of 2:30 pm.
    expect(data.cameras[0].takenAt).toBe('2026-11-22T14:30:00+13:00');
    for (const camera of data.cameras) {
      const image = await app.inject({ method: 'GET', url: camera.src });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body).toMatch(/^<svg [^>]*viewBox="0 0 640 360"/);
      expect(image.body).toContain(`Mt Hutt, ${camera.label.toLowerCase()} · 2:30 pm`);
      expect(image.body).toContain('sample image');
      expect(image.body.length).toBeLessThan(4000);
    }
    await app.close();
  });

  it('draws each field differently and the night sky at night', async () => {
    const app = await server();
    const hutt = (await app.inject({ method: 'GET', url: '/webcams/mt-hutt/base.svg' })).body;
    const cardrona = (await app.inject({ method: 'GET', url: '/webcams/cardrona/base.svg' })).body;
    expect(hutt.replace(/Mt Hutt/g, '')).not.toBe(cardrona.replace(/Cardrona/g, ''));
    const night = await server(Date.parse('2026-11-22T11:00:00Z')); // midnight NZDT
    expect(
      (await night.inject({ method: 'GET', url: '/webcams/mt-hutt/base.svg' })).body,
    ).toContain('#0b1d33');
    expect(hutt).not.toContain('#0b1d33');
    await Promise.all([app.close(), night.close()]);
  });

  it('answers 404 for an unknown field or camera and 400 for a malformed key', async () => {
    const app = await server();
    expect((await app.inject({ method: 'GET', url: '/webcams/mt-hutt/lift.svg' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/webcams/nowhere/base.svg' })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/data/webcams/ski/nowhere' })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/data/webcams/ski/Mt_Hutt' })).statusCode,
    ).toBe(400);
    await app.close();
  });
});
