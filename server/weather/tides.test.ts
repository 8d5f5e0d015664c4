import { HOUR_MS, nzStartOfDay, nzStartOfDayAfter } from './nz-time.ts';
import {
  TIDE_DAYS,
  TIDE_PORTS,
  demoTideHeight,
  demoTides,
  nearestPort,
  tideExtremes,
} from './tides.ts';
import type { Port } from './tides.ts';

const AUCKLAND = TIDE_PORTS.find((p) => p.key === 'auckland') as Port;
const WELLINGTON = TIDE_PORTS.find((p) => p.key === 'wellington') as Port;
const minutes = (a: string, b: string): number => (Date.parse(b) - Date.parse(a)) / 60_000;

describe('tide ports', () => {
  it('ships the LINZ standard ports, each with a position in New Zealand waters', () => {
    const standard = TIDE_PORTS.filter((p) => p.standard).map((p) => p.label);
    expect(standard).toEqual(
      expect.arrayContaining([
        'Auckland',
        'Wellington',
        'Lyttelton',
        'Bluff',
        'Nelson',
        'Tauranga',
      ]),
    );
    expect(standard.length).toBeGreaterThanOrEqual(14);
    for (const p of TIDE_PORTS) expect(p.lat).toBeLessThan(-34);
  });

  it('finds the nearest port by distance, across 180° for the Chatham Islands', () => {
    expect(nearestPort({ lat: -36.85, lon: 174.76 })).toMatchObject({
      key: 'auckland',
      distanceKm: 1,
    });
    expect(nearestPort({ lat: -41.29, lon: 174.78 }).key).toBe('wellington');
    // Raglan town is on the west coast: its own harbour, not Auckland's.
    expect(nearestPort({ lat: -37.8, lon: 174.88 }).key).toBe('raglan');
    expect(nearestPort({ lat: -43.95, lon: -176.55 }).key).toBe('waitangi-chatham');
    // Christchurch city is about 10 km from Lyttelton.
    const christchurch = nearestPort({ lat: -43.53, lon: 172.64 });
    expect(christchurch.key).toBe('lyttelton');
    expect(christchurch.distanceKm).toBeGreaterThan(5);
    expect(christchurch.distanceKm).toBeLessThan(15);
  });
});

describe('demo tides', () => {
  const from = Date.parse('2026-11-21T11:00:00Z'); // midnight NZDT, 22 November
  const to = from + TIDE_DAYS * 24 * HOUR_MS;

  it('is semi-diurnal: highs and lows alternate, about 12 h 25 min between highs', () => {
    const tides = demoTides(AUCKLAND, from, to);
    expect(tides.length).toBeGreaterThanOrEqual(11);
    expect(tides.length).toBeLessThanOrEqual(13);
    tides.slice(1).forEach((t, i) => expect(t.type).not.toBe(tides[i]?.type));
    const highs = tides.filter((t) => t.type === 'high');
    const gaps = highs.slice(1).map((h, i) => minutes(highs[i]!.time, h.time));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(11.5 * 60);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(13.5 * 60);
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(Math.abs(mean - (12 * 60 + 25))).toBeLessThan(20);
  });

  it('every high is above the lows either side, heights in metres to one decimal', () => {
    const tides = demoTides(AUCKLAND, from, to);
    tides.slice(1).forEach((t, i) => {
      const prev = tides[i]!;
      if (t.type === 'high') expect(t.height).toBeGreaterThan(prev.height);
      else expect(t.height).toBeLessThan(prev.height);
    });
    for (const t of tides) expect(Math.round(t.height * 10) / 10).toBe(t.height);
    // Auckland's range is about 2 to 3 m; Wellington's well under 2 m.
    const range = (list: typeof tides) =>
      Math.max(...list.map((t) => t.height)) - Math.min(...list.map((t) => t.height));
    expect(range(tides)).toBeGreaterThan(1.8);
    expect(range(demoTides(WELLINGTON, from, to))).toBeLessThan(1.8);
  });

  it('gives times in New Zealand time, on the hour side of daylight saving each date is in', () => {
    // NZDT (+13:00) in November, NZST (+12:00) in June, and across the April change.
    expect(demoTides(AUCKLAND, from, to)[0]?.time).toMatch(/^2026-11-22T\d\d:\d\d:00\+13:00$/);
    const june = nzStartOfDay(Date.parse('2026-06-15T00:00:00Z'));
    expect(demoTides(AUCKLAND, june, june + 24 * HOUR_MS)[0]?.time).toMatch(/\+12:00$/);
    // Daylight saving ends at 3 am NZDT (14:00 UTC) on Sunday 5 April 2026: a 25-hour day whose
    // tides before the change are +13:00 and after it +12:00.
    const change = nzStartOfDay(Date.parse('2026-04-04T12:00:00Z'));
    expect(nzStartOfDayAfter(change, 1) - change).toBe(25 * HOUR_MS);
    const tides = demoTides(AUCKLAND, change, nzStartOfDayAfter(change, 1));
    expect(tides.length).toBeGreaterThanOrEqual(3);
    for (const t of tides) {
      const before = Date.parse(t.time) < Date.parse('2026-04-04T14:00:00Z');
      expect(t.time.slice(-6)).toBe(before ? '+13:00' : '+12:00');
    }
    expect(tides.map((t) => t.time.slice(-6))).toContain('+12:00');
  });

  it('is deterministic', () => {
    expect(demoTides(AUCKLAND, from, to)).toEqual(demoTides(AUCKLAND, from, to));
    expect(demoTideHeight(AUCKLAND, from)).toBe(demoTideHeight(AUCKLAND, from));
  });
});

describe('tideExtremes', () => {
  it('refines hourly samples to the minute with the parabola through each turning point', () => {
    // A pure M2 wave peaking at 02:10 UTC: hourly samples must still give 02:10.
    const peak = Date.parse('2026-11-22T02:10:00Z');
    const samples = Array.from({ length: 14 }, (_, h) => {
      const ms = Date.parse('2026-11-21T20:00:00Z') + h * HOUR_MS;
      return { ms, height: Math.cos((2 * Math.PI * (ms - peak)) / (12.42 * HOUR_MS)) };
    });
    const [high, low] = tideExtremes(samples);
    expect(high).toMatchObject({ type: 'high', height: 1 });
    expect(Math.abs(minutes('2026-11-22T15:10:00+13:00', high!.time))).toBeLessThanOrEqual(3);
    expect(low).toMatchObject({ type: 'low', height: -1 });
  });

  it('keeps highs and lows alternating through a double high (flat stand)', () => {
    const heights = [0, 1, 1.5, 1.4, 1.45, 1.2, 0.3, -0.5, 0];
    const samples = heights.map((height, i) => ({ ms: i * HOUR_MS, height }));
    const types = tideExtremes(samples).map((e) => e.type);
    expect(types).toEqual(['high', 'low']);
  });
});
