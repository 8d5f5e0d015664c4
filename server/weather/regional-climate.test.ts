import { pointWeather } from './demo-model.ts';

const HOUR = 3_600_000;
/**
 * NIWA climate normals 1991-2020 (rounded): mean daily maximum in January and July (°C) and
 * annual rainfall (mm). The demo model should land near them, place by place.
 */
const NORMALS = [
  { key: 'kaitaia', lat: -35.11, lon: 173.26, region: 'Northland', jan: 24.5, jul: 16, rain: 1400 },
  {
    key: 'auckland',
    lat: -36.85,
    lon: 174.76,
    region: 'Auckland',
    jan: 23.7,
    jul: 14.7,
    rain: 1210,
  },
  {
    key: 'wellington',
    lat: -41.29,
    lon: 174.78,
    region: 'Wellington',
    jan: 20.3,
    jul: 11.3,
    rain: 1250,
  },
  {
    key: 'hokitika',
    lat: -42.72,
    lon: 170.97,
    region: 'West Coast',
    jan: 19.5,
    jul: 12.5,
    rain: 2875,
  },
  {
    key: 'christchurch',
    lat: -43.53,
    lon: 172.63,
    region: 'Canterbury',
    jan: 22.5,
    jul: 11.3,
    rain: 620,
  },
  { key: 'alexandra', lat: -45.25, lon: 169.38, region: 'Otago', jan: 24.5, jul: 8, rain: 360 },
  {
    key: 'invercargill',
    lat: -46.41,
    lon: 168.35,
    region: 'Southland',
    jan: 18.7,
    jul: 9.5,
    rain: 1110,
  },
] as const;

function simulate(p: (typeof NORMALS)[number]) {
  const place = { ...p, altitude: 30, exposure: 'land' as const };
  const meanHigh = (month: number): number => {
    let sum = 0;
    for (let d = 1; d <= 28; d++) {
      let high = -Infinity;
      for (let h = 0; h < 24; h++)
        high = Math.max(high, pointWeather(place, Date.UTC(2026, month, d, h - 12)).temp);
      sum += high;
    }
    return sum / 28;
  };
  let rain = 0;
  const start = Date.UTC(2026, 0, 1);
  for (let t = start; t < start + 365 * 24 * HOUR; t += HOUR)
    rain += pointWeather(place, t).rainfall;
  return { jan: meanHigh(0), jul: meanHigh(6), rain };
}

describe('demo weather follows New Zealand climatology by region and season (issue 14)', () => {
  const results = new Map(NORMALS.map((p) => [p.key, simulate(p)]));

  it.each(NORMALS)('$key: summer and winter highs and yearly rain near the normals', (p) => {
    const r = results.get(p.key)!;
    expect(Math.abs(r.jan - p.jan), `January high ${r.jan.toFixed(1)}`).toBeLessThanOrEqual(2.5);
    expect(Math.abs(r.jul - p.jul), `July high ${r.jul.toFixed(1)}`).toBeLessThanOrEqual(2.5);
    expect(r.rain / p.rain, `rain ${Math.round(r.rain)} mm`).toBeGreaterThan(0.6);
    expect(r.rain / p.rain, `rain ${Math.round(r.rain)} mm`).toBeLessThan(1.5);
  });

  it('keeps the contrasts New Zealanders know', () => {
    const r = (key: (typeof NORMALS)[number]['key']) => results.get(key)!;
    expect(r('hokitika').rain).toBeGreaterThan(3 * r('christchurch').rain);
    expect(r('alexandra').jan).toBeGreaterThan(r('invercargill').jan + 4);
    expect(r('alexandra').jan - r('alexandra').jul).toBeGreaterThan(
      r('auckland').jan - r('auckland').jul + 5,
    );
  });
});
