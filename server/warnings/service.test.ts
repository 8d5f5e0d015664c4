import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWarningsService } from './service.server.ts';
import {
  capXml,
  FIXTURE_LOCATIONS,
  recordingLogger,
  SAMPLE_CAP_DIR,
  SAMPLE_NOW,
} from '#tests/support/warnings-fixtures.ts';

describe('warnings service over the sample set', () => {
  const logger = recordingLogger();
  const service = createWarningsService({
    capDir: SAMPLE_CAP_DIR,
    locations: FIXTURE_LOCATIONS,
    logger,
    watch: false,
    now: () => SAMPLE_NOW,
  });
  beforeAll(() => service.start());

  it('loads every sample without a rejection', () => {
    expect(logger.lines.filter((l) => l.level === 'warn')).toEqual([]);
  });

  it('gives a town inside the red polygon the red rain warning', () => {
    for (const key of ['hokitika', 'greymouth']) {
      const answer = service.forLocation('towns-cities', key)!;
      expect(answer.warnings.map((w) => `${w.warnLevel} ${w.eventType}`)).toEqual([
        'red rain',
        'blue rain',
      ]);
      expect(answer.warningAreaName).toBe('West Coast');
      expect(answer.warningPageUrl).toBe('/warnings/home');
    }
  });

  it('gives a town outside every polygon nothing, regionally too', () => {
    for (const key of ['gisborne', 'dunedin']) {
      const answer = service.forLocation('towns-cities', key)!;
      expect(answer.warnings).toEqual([]);
      expect(answer.regional).toEqual([]);
      expect(answer.summary.length).toBeGreaterThan(10);
    }
  });

  it('lists regional warnings by the regions an alert reaches', () => {
    const westport = service.forLocation('towns-cities', 'westport')!;
    expect(westport.warnings.map((w) => w.name)).toEqual(['Severe Weather Outlook']);
    expect(westport.regional.map((w) => w.name)).toEqual([
      'Heavy Rain Warning - Red',
      'Severe Weather Outlook',
    ]);
  });

  it('applies an Update in place of the watch it replaces, and a Cancel removes its alert', () => {
    const names = service.active().map((w) => w.identifier);
    expect(names).toContain('2.49.0.1.554.0.2026112213.wind-canterbury-update');
    expect(names).not.toContain('2.49.0.1.554.0.2026112207.wind-canterbury');
    expect(names.some((n) => n.includes('coromandel'))).toBe(false);
    expect(
      service.forLocation('towns-cities', 'christchurch')!.warnings.map((w) => w.name),
    ).toEqual(['Strong Wind Warning - Orange']);
  });

  it('orders high seas warnings by level and then cyclone, storm, gale, iceaccretion', () => {
    expect(service.forLocation('high-seas', 'southern')!.warnings.map((w) => w.eventType)).toEqual([
      'iceaccretion',
    ]);
    expect(service.forLocation('high-seas', 'subtropic')!.warnings.map((w) => w.eventType)).toEqual(
      ['cyclone'],
    );
    expect(service.forLocation('marine', 'cook')!).toMatchObject({
      warningAreaName: 'Cook',
      warningPageUrl: '/warnings/marine',
    });
  });

  it('answers unknown locations with undefined', () => {
    expect(service.forLocation('towns-cities', 'atlantis')).toBeUndefined();
  });

  it('gives the map every warning with its polygons', () => {
    const all = service.all();
    expect(all.areas).toHaveLength(all.warnings.length);
    const red = all.warnings.findIndex((w) => w.warnLevel === 'red' && w.eventType === 'rain');
    expect(all.areas[red]!.polygons[0]!.length).toBeGreaterThan(4);
    expect(all.warnings[red]!.regions).toContain('West Coast');
  });
});

describe('warnings service over a changing folder', () => {
  let dir: string;
  let now = Date.parse('2026-11-22T12:00:00+13:00');
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cap-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const hokitika = (s: ReturnType<typeof createWarningsService>) =>
    s.forLocation('towns-cities', 'hokitika')!.warnings.map((w) => w.name);

  it('drops expired alerts by the injected clock', async () => {
    await writeFile(join(dir, 'a.xml'), capXml({ expires: '2026-11-22T18:00:00+13:00' }));
    const service = createWarningsService({
      capDir: dir,
      locations: FIXTURE_LOCATIONS,
      logger: recordingLogger(),
      watch: false,
      now: () => now,
    });
    await service.start();
    expect(hokitika(service)).toEqual(['Test Heavy Rain']);
    now = Date.parse('2026-11-22T18:00:01+13:00');
    expect(hokitika(service)).toEqual([]);
  });

  it('keeps the last good alert of a file that turns bad, logs why, and drops a deleted file', async () => {
    now = Date.parse('2026-11-22T12:00:00+13:00');
    await writeFile(join(dir, 'a.xml'), capXml());
    const logger = recordingLogger();
    const service = createWarningsService({
      capDir: dir,
      locations: FIXTURE_LOCATIONS,
      logger,
      watch: false,
      now: () => now,
    });
    await service.start();
    await writeFile(join(dir, 'a.xml'), capXml().slice(0, 300));
    await writeFile(
      join(dir, 'b.xml'),
      capXml({ identifier: 'b', event: 'Strong Wind' }).replace('cap:1.2', 'cap:1.1'),
    );
    await service.reloadFolder();
    expect(hokitika(service)).toEqual(['Test Heavy Rain']);
    const rejected = logger.lines.filter((l) => l.level === 'warn');
    expect(rejected.map((l) => [l.obj['file'], l.obj['kept']])).toEqual([
      ['a.xml', true],
      ['b.xml', false],
    ]);
    expect(String(rejected[0]!.obj['reason'])).toMatch(/^malformed XML/);
    await unlink(join(dir, 'a.xml'));
    await service.reloadFolder();
    expect(hokitika(service)).toEqual([]);
  });

  it('re-reads the folder when a file changes (fs.watch, debounced)', async () => {
    const service = createWarningsService({
      capDir: dir,
      locations: FIXTURE_LOCATIONS,
      logger: recordingLogger(),
      now: () => now,
      debounceMs: 20,
    });
    await service.start();
    try {
      expect(hokitika(service)).toEqual([]);
      await writeFile(join(dir, 'new.xml'), capXml());
      await vi.waitFor(() => expect(hokitika(service)).toEqual(['Test Heavy Rain']), {
        timeout: 3000,
        interval: 20,
      });
    } finally {
      service.close();
    }
  });
});
