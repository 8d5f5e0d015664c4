import {
  boatingRating,
  paddlingRisk,
  PADDLING_LIMITS,
  surfRating,
  windToShore,
} from './activity.ts';
import type { SurfConditions } from './activity.ts';

// Issue 25: the rules at their edges. Each threshold is an upper edge that still belongs to the
// better class, so the edge itself and a hair above it are tested.

const surf = (c: Partial<SurfConditions>) =>
  surfRating({
    swellHeight: 1.5,
    swellPeriod: 12,
    windSpeed: 4,
    windFrom: 'E',
    facing: 270,
    ...c,
  });

describe('windToShore', () => {
  it('tells offshore, onshore and cross-shore winds apart for a west-facing beach', () => {
    expect(windToShore('E', 270)).toBe('offshore');
    expect(windToShore('SE', 270)).toBe('offshore'); // 135 degrees off the sea: still offshore
    expect(windToShore('S', 270)).toBe('cross-shore');
    expect(windToShore('SW', 270)).toBe('onshore'); // 45 degrees off the sea
    expect(windToShore('W', 270)).toBe('onshore');
  });

  it('wraps round north', () => {
    expect(windToShore('S', 10)).toBe('offshore');
    expect(windToShore('N', 350)).toBe('onshore');
  });
});

describe('surfRating', () => {
  it('is flat under half a metre, whatever else', () => {
    expect(surf({ swellHeight: 0.49 })).toEqual({
      value: 1,
      reasons: ['Flat: 0.5 m of swell is too small to surf'],
    });
    expect(surf({ swellHeight: 0.5 }).value).toBe(3); // small, but surfable
  });

  it('rates a clean groundswell of good size with an offshore wind a 4', () => {
    const r = surf({ windSpeed: 15 });
    expect(r.value).toBe(4);
    expect(r.reasons).toContain('15 kt offshore wind: clean faces');
  });

  it('takes a point for size at 0.8 m and 3 m, two over 4.5 m', () => {
    expect(surf({ swellHeight: 0.79 }).value).toBe(3);
    expect(surf({ swellHeight: 0.8 }).value).toBe(4);
    expect(surf({ swellHeight: 3 }).value).toBe(4);
    expect(surf({ swellHeight: 3.01 }).value).toBe(3);
    expect(surf({ swellHeight: 4.5 }).value).toBe(3);
    expect(surf({ swellHeight: 4.51 }).reasons[0]).toBe('Very big swell (4.5 m): experts only');
    expect(surf({ swellHeight: 4.51 }).value).toBe(2);
  });

  it('takes a point for a period under 10 s and two under 7 s', () => {
    expect(surf({ swellPeriod: 10 }).value).toBe(4);
    expect(surf({ swellPeriod: 9 }).value).toBe(3);
    expect(surf({ swellPeriod: 7 }).value).toBe(3);
    expect(surf({ swellPeriod: 6 }).value).toBe(2);
  });

  it('grades onshore wind at 5, 12 and 20 kt and never goes below 1', () => {
    const onshore = (windSpeed: number) => surf({ windFrom: 'W', windSpeed }).value;
    expect(onshore(5)).toBe(4);
    expect(onshore(6)).toBe(3);
    expect(onshore(12)).toBe(3);
    expect(onshore(13)).toBe(2);
    expect(onshore(20)).toBe(2);
    expect(onshore(21)).toBe(1);
    expect(surf({ windFrom: 'W', windSpeed: 30, swellPeriod: 5, swellHeight: 5 }).value).toBe(1);
  });

  it('says what spoils it first', () => {
    const r = surf({ windFrom: 'W', windSpeed: 18, swellPeriod: 8 });
    expect(r.value).toBe(1);
    expect(r.reasons).toEqual([
      '18 kt onshore wind: choppy',
      '8 s period: softer waves',
      'Swell 1.5 m, a good size',
    ]);
  });

  it('counts a strong offshore wind against the waves', () => {
    expect(surf({ windSpeed: 20 }).value).toBe(4);
    expect(surf({ windSpeed: 21 }).value).toBe(3);
  });
});

describe('boatingRating', () => {
  const boat = (c: Partial<Parameters<typeof boatingRating>[0]>) =>
    boatingRating({ windSpeed: 8, gustSpeed: 12, seaHeight: 0.5, warnings: [], ...c });

  it('is settled under every edge', () => {
    expect(boat({ windSpeed: 12, gustSpeed: 20, seaHeight: 1 })).toEqual({
      value: 4,
      reasons: ['Wind 12 kt, gusts 20 kt and sea 1 m: settled'],
    });
  });

  it('grades wind at 12, 18 and 25 kt', () => {
    expect(boat({ windSpeed: 13 }).value).toBe(3);
    expect(boat({ windSpeed: 18 }).value).toBe(3);
    expect(boat({ windSpeed: 19 }).value).toBe(2);
    expect(boat({ windSpeed: 25 }).value).toBe(2);
    expect(boat({ windSpeed: 26 }).reasons).toEqual(['Wind 26 kt (over 25 kt)']);
  });

  it('grades gusts at 20 and 30 kt, never below 2 on gusts alone', () => {
    expect(boat({ gustSpeed: 21 }).value).toBe(3);
    expect(boat({ gustSpeed: 30 }).value).toBe(3);
    expect(boat({ gustSpeed: 31 }).value).toBe(2);
    expect(boat({ gustSpeed: 60 }).value).toBe(2);
  });

  it('grades the sea at 1, 1.5 and 2.5 m', () => {
    expect(boat({ seaHeight: 1.1 }).value).toBe(3);
    expect(boat({ seaHeight: 1.5 }).value).toBe(3);
    expect(boat({ seaHeight: 1.6 }).value).toBe(2);
    expect(boat({ seaHeight: 2.6 }).value).toBe(1);
  });

  it('lists each thing over its edge, worst first', () => {
    expect(boat({ windSpeed: 20, gustSpeed: 28, seaHeight: 2.7 }).reasons).toEqual([
      'Sea 2.7 m (over 2.5 m)',
      'Wind 20 kt (over 18 kt)',
      'Gusts 28 kt (over 20 kt)',
    ]);
  });

  it('makes a gale or heavy swell warning a 1, and ignores warnings of the land', () => {
    expect(boat({ warnings: ['gale', 'rain'] })).toEqual({
      value: 1,
      reasons: ['A gale warning is in force'],
    });
    expect(boat({ warnings: ['swell'] }).value).toBe(1);
    expect(boat({ warnings: ['rain', 'thunderstorm'] }).value).toBe(4);
  });
});

describe('paddlingRisk', () => {
  it('is low on every edge of the kayak limits and says so', () => {
    const { wind, gust, sea } = PADDLING_LIMITS.kayak;
    expect(
      paddlingRisk('kayak', { windSpeed: wind[0]!, gustSpeed: gust[0]!, seaHeight: sea[0]! }),
    ).toEqual({
      value: 'low',
      reasons: ['Wind 10 kt, gusts 15 kt, sea 0.5 m: within the calm limits for kayaks'],
    });
  });

  it('takes the worst of wind, gusts and sea, with a reason for each above low', () => {
    const r = paddlingRisk('kayak', { windSpeed: 11, gustSpeed: 23, seaHeight: 0.4 });
    expect(r.value).toBe('high');
    expect(r.reasons).toEqual([
      'Gusts 23 kt: over 22 kt, high for kayaks',
      'Wind 11 kt: over 10 kt, moderate for kayaks',
    ]);
  });

  it('is extreme above the last edge', () => {
    expect(paddlingRisk('kayak', { windSpeed: 21, gustSpeed: 10, seaHeight: 0 }).value).toBe(
      'extreme',
    );
    expect(paddlingRisk('kayak', { windSpeed: 20, gustSpeed: 10, seaHeight: 1.6 }).reasons[0]).toBe(
      'Sea 1.6 m: over 1.5 m, extreme for kayaks',
    );
  });

  it('holds paddleboards to tighter limits than kayaks', () => {
    const calm = { windSpeed: 8, gustSpeed: 12, seaHeight: 0.4 };
    expect(paddlingRisk('kayak', calm).value).toBe('low');
    expect(paddlingRisk('paddleboarding', calm).value).toBe('moderate');
    expect(
      paddlingRisk('paddleboarding', { ...calm, windSpeed: 6, gustSpeed: 10, seaHeight: 0.3 }),
    ).toMatchObject({ value: 'low' });
  });

  it('judges inland water on wind and gusts alone, and says why', () => {
    const r = paddlingRisk('paddleboarding', { windSpeed: 12, gustSpeed: 10, seaHeight: null });
    expect(r.value).toBe('high');
    expect(r.reasons).toEqual([
      'Wind 12 kt: over 10 kt, high for paddleboards',
      'Inland water: no sea forecast, so the risk is from wind and gusts alone',
    ]);
  });
});
