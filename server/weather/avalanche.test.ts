import { validateAvalancheData } from '#schemas/generated/validators.js';
import {
  AVALANCHE_REGIONS,
  DANGER_SCALES,
  dangerRating,
  demoAvalancheForecasts,
  issueTime,
} from './avalanche.ts';
import { createDemoProvider } from './demo-provider.ts';
import { HOUR_MS, nzIso } from './nz-time.ts';

const AUG_12_1430 = Date.parse('2026-08-12T02:30:00Z'); // 14:30 NZST, mid-winter
const AUG_12_0630 = Date.parse('2026-08-11T18:30:00Z'); // 06:30 NZST, before the morning issue

describe('demo avalanche advisory', () => {
  it('covers the thirteen advisory regions, each id once and usable in a region link', () => {
    const ids = AVALANCHE_REGIONS.map((r) => r.mountain_id);
    expect(ids).toHaveLength(13);
    expect(new Set(ids).size).toBe(13);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(ids).toEqual(expect.arrayContaining(['tongariro', 'arthurs-pass', 'fiordland']));
  });

  it('issues at 7:00 New Zealand time for 24 hours', () => {
    expect(nzIso(issueTime(AUG_12_1430))).toBe('2026-08-12T07:00:00+12:00');
    expect(nzIso(issueTime(AUG_12_0630))).toBe('2026-08-11T07:00:00+12:00');
    const [first] = demoAvalancheForecasts(AUG_12_1430);
    expect(first).toMatchObject({
      issued_at: '2026-08-12T07:00:00+12:00',
      valid_to: '2026-08-13T07:00:00+12:00',
    });
  });

  it('uses the default bands (2000 m and 1000 m) unless the region has its own', () => {
    const byId = new Map(demoAvalancheForecasts(AUG_12_1430).map((f) => [f.mountain_id, f]));
    expect(byId.get('arthurs-pass')).toMatchObject({
      high_alpine_from: 2000,
      alpine_from: 1000,
      alpine_to: 2000,
      sub_alpine_to: 1000,
    });
    const tongariro = byId.get('tongariro');
    expect(tongariro?.alpine_from).toBeGreaterThan(1000);
    expect(tongariro?.alpine_to).toBe(tongariro?.high_alpine_from);
  });

  it('rates more new snow and wind as more dangerous, from 1 Low up to 5 Extreme', () => {
    expect(dangerRating(0, 0, 10)).toBe(1);
    expect(dangerRating(15, 5, 10)).toBe(2);
    expect(dangerRating(40, 10, 10)).toBe(3);
    expect(dangerRating(40, 10, 35)).toBe(4);
    expect(dangerRating(120, 60, 40)).toBe(5);
    for (const snow of [0, 5, 20, 50, 100])
      expect(dangerRating(snow + 20, snow, 20)).toBeGreaterThanOrEqual(
        dangerRating(snow, snow, 20),
      );
    expect(DANGER_SCALES.map((d) => d.level)).toEqual([
      'Low',
      'Moderate',
      'Considerable',
      'High',
      'Extreme',
    ]);
  });

  it('keeps one advisory for the whole issue period, and changes with the weather over a winter', () => {
    const issued = issueTime(AUG_12_1430);
    expect(demoAvalancheForecasts(issued + HOUR_MS)).toEqual(
      demoAvalancheForecasts(issued + 20 * HOUR_MS),
    );
    const days = Array.from({ length: 30 }, (_, d) =>
      demoAvalancheForecasts(AUG_12_1430 + d * 24 * HOUR_MS).flatMap((f) => [
        f.high_alpine,
        f.alpine,
        f.sub_alpine,
      ]),
    );
    const ratings = new Set(days.flat());
    expect(ratings.size).toBeGreaterThanOrEqual(3);
    for (const r of ratings) expect([1, 2, 3, 4, 5]).toContain(r);
  });

  it('answers what the avalanche module accepts, marked as demo data', async () => {
    const answer = await createDemoProvider({ now: () => AUG_12_1430 }).avalanche();
    expect(answer).toMatchObject({ source: 'demo', issuedAt: '2026-08-12T07:00:00+12:00' });
    const parsed = JSON.parse(JSON.stringify(answer)) as typeof answer;
    expect(validateAvalancheData.errors ?? validateAvalancheData(parsed)).toBe(true);
    expect(parsed.forecasts).toHaveLength(13);
    expect(parsed.danger_scales).toHaveLength(5);
  });
});
