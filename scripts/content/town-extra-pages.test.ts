import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';
import { buildContent, type BuildResult } from './build.ts';
import { pageFile } from './output.ts';
import { loadSources } from './sources.ts';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
let result: BuildResult;
beforeAll(() => {
  result = buildContent(loadSources(), join(root, 'content', 'data', 'curated'));
});

const page = (url: string): PageDescription | undefined => result.pages.get(pageFile(url));
/** Every module of a page, in slot order. */
function modules(p: PageDescription): ModuleConfig[] {
  const slots = [p.layout.primary, p.layout.secondary].flatMap((s) =>
    Object.values(s ?? {}).filter(Array.isArray),
  );
  return slots.flat() as ModuleConfig[];
}
const linksOf = (p: PageDescription) =>
  modules(p).flatMap((m) => (m as { links?: { label: string; url: string }[] }).links ?? []);

describe('tides, soil and past weather on the location pages', () => {
  it('gives every town a past weather page linked from its forecast', () => {
    const towns = result.locations.filter((l) => l.type === 'towns-cities');
    for (const town of towns) {
      const past = page(`/towns-cities/past-weather/${town.key}`);
      expect(past, town.key).toBeDefined();
      expect(modules(past!)[0]).toMatchObject({
        name: 'past-weather',
        dataUrl: `/api/data/past-weather/towns-cities/${town.key}`,
      });
    }
    expect(linksOf(page('/towns-cities/locations/auckland')!)).toContainEqual({
      label: 'Past weather in Auckland',
      url: '/towns-cities/past-weather/auckland',
    });
  });

  it('gives coastal towns a tides page for their port, and inland towns none', () => {
    const tides = page('/towns-cities/tides/auckland')!;
    expect(modules(tides)[0]).toMatchObject({
      name: 'tide-forecast',
      dataUrl: '/api/data/tides/towns-cities/auckland',
    });
    expect(linksOf(page('/towns-cities/locations/auckland')!)).toContainEqual({
      label: 'Tides at Auckland',
      url: '/towns-cities/tides/auckland',
    });
    expect(page('/towns-cities/tides/kaikoura')).toBeDefined();
    // Inland: Hamilton, Taupō, Queenstown, Alexandra.
    for (const key of ['hamilton', 'taupo', 'queenstown', 'alexandra']) {
      expect(page(`/towns-cities/locations/${key}`), key).toBeDefined();
      expect(page(`/towns-cities/tides/${key}`), key).toBeUndefined();
      expect(JSON.stringify(page(`/towns-cities/locations/${key}`))).not.toContain('/tides/');
    }
  });

  it('puts tides on coastal marine areas but not on the lakes', () => {
    const gulf = modules(page('/marine/areas/hauraki-gulf')!).map((m) => m.name);
    expect(gulf).toContain('tide-forecast');
    for (const lake of ['lake-taupo', 'lake-wakatipu'])
      expect(modules(page(`/marine/areas/${lake}`)!).map((m) => m.name)).not.toContain(
        'tide-forecast',
      );
  });

  it('puts soil moisture, soil temperature and past weather on every rural region page', () => {
    const rural = result.locations.filter((l) => l.type === 'rural');
    expect(rural.length).toBeGreaterThanOrEqual(16);
    for (const region of rural) {
      const names = modules(page(region.url)!).map((m) => m.name);
      expect(names, region.key).toEqual(
        expect.arrayContaining(['soil-moisture', 'soil-temperature', 'past-weather']),
      );
    }
  });
});
