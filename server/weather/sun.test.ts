import { apparentTemperature, feelsLike, windChill } from './feels-like.ts';
import { isNight, sunElevation } from './sun.ts';

const nz = (iso: string) => Date.parse(iso);
const AUCKLAND = { lat: -36.85, lon: 174.76 };
const INVERCARGILL = { lat: -46.41, lon: 168.35 };

describe('night', () => {
  it('knows day from night in New Zealand, summer and winter', () => {
    const night = (p: { lat: number; lon: number }, iso: string) => isNight(p.lat, p.lon, nz(iso));
    // Late November: Auckland sunrise about 6:00, sunset about 8:15 pm (NZDT).
    expect(night(AUCKLAND, '2026-11-24T05:30:00+13:00')).toBe(true);
    expect(night(AUCKLAND, '2026-11-24T06:30:00+13:00')).toBe(false);
    expect(night(AUCKLAND, '2026-11-24T20:00:00+13:00')).toBe(false);
    expect(night(AUCKLAND, '2026-11-24T20:45:00+13:00')).toBe(true);
    // Invercargill's long summer evening: light at 9:30 pm, dark at 10:15 pm.
    expect(night(INVERCARGILL, '2026-12-21T21:30:00+13:00')).toBe(false);
    expect(night(INVERCARGILL, '2026-12-21T22:15:00+13:00')).toBe(true);
    // Midwinter: dark at 8 am in Invercargill (sunrise about 8:45), light at noon.
    expect(night(INVERCARGILL, '2026-06-21T08:00:00+12:00')).toBe(true);
    expect(
      sunElevation(INVERCARGILL.lat, INVERCARGILL.lon, nz('2026-06-21T12:30:00+12:00')),
    ).toBeCloseTo(20, 0);
  });
});

describe('feels like', () => {
  it('uses the Environment Canada / NWS wind chill in the cold and wind', () => {
    expect(windChill(5, 30)).toBeCloseTo(0.05, 1);
    expect(windChill(-10, 20)).toBeCloseTo(-17.9, 1);
    expect(windChill(12, 30)).toBeUndefined();
    expect(windChill(5, 3)).toBeUndefined();
    // 30 km/h is 16.2 knots.
    expect(feelsLike(5, 80, 30 / 1.852)).toBe(0.1);
  });

  it("uses Steadman's apparent temperature otherwise", () => {
    expect(apparentTemperature(25, 50, 0)).toBeCloseTo(26.2, 1);
    // e = 0.7 x 42.3 hPa at 30 °C: 30 + 9.8 - 1.4 - 4.
    expect(apparentTemperature(30, 70, 2)).toBeCloseTo(34.4, 1);
    expect(feelsLike(25, 50, 0)).toBe(26.2);
  });
});
