import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import {
  openMeteoFixture,
  recordedAnswerFile,
  recordedAnswer,
  recordedOpenMeteoProvider,
} from '#tests/support/open-meteo-fixtures.ts';
import { selectMainCentres } from '../national-map.ts';
import { demoSeaTemperature } from '../sea-temperature.ts';
import { mapPlaces } from './map-places.ts';
import { OPEN_METEO_GRID, fillGaps } from './open-meteo-maps.ts';

/** The map layers from Open-Meteo's multi-location answers (tests/fixtures/open-meteo/maps-*). */

const places = mapPlaces(FIXTURE_LOCATIONS, selectMainCentres(FIXTURE_LOCATIONS).slice(0, 3));
let requests: URL[] = [];
const provider = (answer = recordedAnswer) =>
  recordedOpenMeteoProvider((url) => {
    requests.push(url);
    return answer(url);
  });
const fixture = (name: string) =>
  JSON.parse(openMeteoFixture(name)) as { current: Record<string, number | null> }[];
beforeEach(() => {
  requests = [];
});

describe('Open-Meteo map layers', () => {
  it('asks once for the grid and the towns, current values with the wind in knots', async () => {
    await provider().maps.wind(places);
    expect(requests).toHaveLength(1);
    const url = requests[0]!;
    expect(url.pathname).toBe('/v1/forecast');
    expect(url.searchParams.get('current')).toBe(
      'pressure_msl,wind_speed_10m,wind_direction_10m,wind_gusts_10m,cloud_cover',
    );
    expect(url.searchParams.get('wind_speed_unit')).toBe('kn');
    const lats = url.searchParams.get('latitude')!.split(',');
    expect(lats).toHaveLength(OPEN_METEO_GRID.rows * OPEN_METEO_GRID.cols + 3);
    expect(lats.at(-3)).toBe(String(places.centres[0]!.lat)); // the towns after the grid
    // 181.5° E as the API takes it.
    expect(url.searchParams.get('longitude')!.split(',')).toContain('-178.5');
  });

  it('maps each town’s own answer: pressure, wind and cloud as the API gave them', async () => {
    const answers = fixture('maps-current-grid.json').slice(-3);
    const om = provider();
    const [pressure, wind, cloud] = await Promise.all([
      om.maps.pressure(places),
      om.maps.wind(places),
      om.maps['cloud-cover'](places),
    ]);
    expect(pressure.source).toBe('open-meteo');
    expect(pressure.places.map((p) => p.pressure)).toEqual(
      answers.map((a) => Math.round(a.current.pressure_msl!)),
    );
    expect(wind.places[0]!.wind.averageSpeed).toBe(Math.round(answers[0]!.current.wind_speed_10m!));
    expect(wind.places[0]!.wind.gustSpeed).toBe(Math.round(answers[0]!.current.wind_gusts_10m!));
    expect(cloud.places.map((p) => p.cloud)).toEqual(answers.map((a) => a.current.cloud_cover));
    expect(pressure.isobars.length).toBeGreaterThan(0);
    // Every grid point west of the date line.
    expect(wind.arrows).toHaveLength(OPEN_METEO_GRID.rows * (OPEN_METEO_GRID.cols - 1));
  });

  it('takes sea temperature and swell from the marine API; the anomaly is against the site’s normal', async () => {
    const om = provider();
    const sst = await om.maps['sea-surface-temperature'](places);
    const url = requests[0]!;
    expect(url.pathname).toBe('/v1/marine');
    expect(url.searchParams.get('current')).toBe(
      'sea_surface_temperature,swell_wave_height,swell_wave_period,swell_wave_direction',
    );
    const answer = fixture('maps-marine-grid.json').at(-1)!.current;
    const [water] = sst.places;
    expect(water!.temp).toBe(answer.sea_surface_temperature);
    expect(water!.anomaly).toBeCloseTo(
      answer.sea_surface_temperature! -
        demoSeaTemperature(water!.lat, water!.lon, Date.parse(sst.issuedAt)),
      1,
    );
    const swell = await om.maps.swell(places);
    expect(swell.places[0]).toMatchObject({
      height: answer.swell_wave_height,
      period: Math.round(answer.swell_wave_period!),
      degrees: answer.swell_wave_direction,
    });
  });

  it('keeps satellite, lightning, the thunderstorm outlook and rain totals from the demo model, saying so', async () => {
    const om = provider();
    for (const layer of [
      'satellite',
      'lightning',
      'thunderstorm-outlook',
      'rain-accumulation',
    ] as const)
      expect((await om.maps[layer](places)).source).toBe('demo');
    expect(requests).toHaveLength(0);
  });

  it('answers a plain error when the API gives fewer places than asked', async () => {
    const short = (url: URL) =>
      JSON.stringify(JSON.parse(openMeteoFixture(recordedAnswerFile(url))).slice(0, 5));
    await expect(provider(short).maps.wind(places)).rejects.toThrow(
      'Weather data is unavailable right now. Please try again later. (The weather service sent data in an unexpected format.)',
    );
  });

  it('fills the marine model’s gaps over land from the sea around', () => {
    const grid = { north: 0, west: 0, step: 1, rows: 1, cols: 4 };
    expect(fillGaps(grid, [10, null, null, 16])).toEqual([10, 10, 16, 16]);
    expect(fillGaps(grid, [null, null, null, null])).toEqual([0, 0, 0, 0]);
  });
});
