import { readFileSync } from 'node:fs';
import { DEMO_CYCLE_MS } from './demo-schedule.ts';
import {
  DEMO_START as START,
  demoWarnings as demoService,
  SITE_LOCATIONS as LOCATIONS,
} from '#tests/support/warnings-fixtures.ts';

const HOUR = 3_600_000;

describe('demo warnings re-timed to the server start (issue 14)', () => {
  it('are current when the server starts', async () => {
    const clock = { now: START };
    const service = await demoService(clock);
    const all = service.all().warnings;
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const w of all) {
      expect(Date.parse(w.issuedAt!)).toBeLessThanOrEqual(START);
      expect(Date.parse(w.issuedAt!)).toBeGreaterThan(START - DEMO_CYCLE_MS);
    }
    const hokitika = service.forLocation('towns-cities', 'hokitika')!;
    expect(hokitika.warnings.map((w) => `${w.warnLevel} ${w.eventType}`)).toContain('red rain');
  });

  it('never shows a next issue or an end time in the past during 48 simulated hours', async () => {
    const clock = { now: START };
    const service = await demoService(clock);
    const seen = new Map<string, Set<string>>();
    let checked = 0;
    for (let t = START; t <= START + 48 * HOUR; t += 10 * 60_000) {
      clock.now = t;
      for (const w of service.all().warnings) {
        const at = new Date(t).toISOString();
        if (w.nextIssueAt)
          expect(Date.parse(w.nextIssueAt), `${w.name} at ${at}`).toBeGreaterThan(t);
        if (w.threatEndTime)
          expect(Date.parse(w.threatEndTime), `${w.name} at ${at}`).toBeGreaterThan(t);
        expect(Date.parse(w.issuedAt!), `${w.name} at ${at}`).toBeLessThanOrEqual(t);
        const issues = seen.get(w.capId!) ?? new Set<string>();
        issues.add(w.issuedAt!);
        seen.set(w.capId!, issues);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2000);
    // Reissued on their schedule: the red rain warning every 6 hours, so 9 issues in 48 hours.
    const redRain = [...seen].find(([id]) => id.includes('rain-westland-red'))![1];
    expect(redRain.size).toBe(9);
  });

  it('expire, then come back with the next cycle', async () => {
    const clock = { now: START };
    const service = await demoService(clock);
    const thunder = () =>
      service
        .all()
        .warnings.filter((w) => w.eventType === 'thunderstorm' && w.warnLevel === 'yellow');
    expect(thunder()).toHaveLength(1);
    clock.now = START + 11 * HOUR;
    expect(thunder()).toHaveLength(0);
    clock.now = START + DEMO_CYCLE_MS + HOUR;
    expect(thunder()).toHaveLength(1);
    expect(Date.parse(thunder()[0]!.issuedAt!)).toBeGreaterThan(START + 23 * HOUR);
  });
});

describe('sea areas list only what covers them (issue 14)', () => {
  it('shows the Pacific page only Pacific alerts, bar and banner agreeing on every high seas area', async () => {
    const clock = { now: START };
    const service = await demoService(clock);
    const keys = (
      JSON.parse(readFileSync(LOCATIONS, 'utf8')) as Array<{ type: string; key: string }>
    ).filter((l) => l.type === 'high-seas' || l.type === 'marine');
    for (const { type, key } of keys) {
      const answer = service.forLocation(type, key)!;
      expect(answer.regional, `${type}/${key}`).toEqual(answer.warnings);
    }
    const pacific = service.forLocation('high-seas', 'pacific')!;
    expect(pacific.regional.map((w) => w.eventType)).not.toContain('iceaccretion');
    expect(pacific.warningAreaName).toBe('Pacific');
    const southern = service.forLocation('high-seas', 'southern')!;
    expect(southern.warnings.map((w) => w.eventType)).toContain('iceaccretion');
  });
});
