import { readFileSync } from 'node:fs';
import { createDemoProvider } from '#server/weather/demo-provider.ts';
import { createOpenMeteoProvider } from '#server/weather/open-meteo-provider.ts';

/**
 * Recorded Open-Meteo answers (tests/fixtures/open-meteo), and which one the real API would give
 * for a request URL. Tests serve them to the adapter, so it is checked against real answers.
 */

/** 14:30 NZDT on the recorded answers' day. */
export const OPEN_METEO_RECORDED_AT = Date.parse('2026-11-22T01:30:00Z');

export const openMeteoFixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/open-meteo/${name}`, import.meta.url), 'utf8');

/**
 * The recorded file answering `url` (marine, tides, national map, temperatures now, soil, past
 * weather, mountain, alpine or general). The map layers' two grids (maps-*-grid.json) are in the
 * API's multi-location shape, written from the demo model: there was no network to record them.
 */
export function recordedAnswerFile(url: URL): string {
  const hourly = url.searchParams.get('hourly') ?? '';
  const current = url.searchParams.get('current') ?? '';
  if (current.includes('swell_wave_height')) return 'maps-marine-grid.json';
  if (current.includes('pressure_msl') && !hourly) return 'maps-current-grid.json';
  if (url.pathname === '/v1/marine')
    return hourly.includes('sea_level') ? 'marine-tides-auckland.json' : 'marine-cook-strait.json';
  if ((url.searchParams.get('latitude') ?? '').includes(','))
    return url.searchParams.get('current') === 'temperature_2m'
      ? 'current-main-centres.json'
      : 'forecast-main-centres.json';
  if (hourly.includes('soil_moisture')) return 'soil-canterbury.json';
  if (hourly.includes('_previous_day1')) return 'previous-runs-auckland.json';
  if (hourly.includes('freezing_level_height')) return 'mountain-mt-hutt.json';
  if (hourly.includes('snow_depth') || hourly.includes('snowfall')) return 'alpine-mt-hutt.json';
  return 'forecast-auckland.json';
}

/** The recorded file answering a request: what the real API gave. */
export const recordedAnswer = (url: URL): string => openMeteoFixture(recordedAnswerFile(url));

/**
 * The Open-Meteo adapter at the recorded answers' instant, with the demo as its fallback; each
 * request is answered by `answer` (by default the recorded file for it).
 */
export function recordedOpenMeteoProvider(answer: (url: URL) => string = recordedAnswer) {
  return createOpenMeteoProvider({
    baseUrl: 'http://open-meteo.test',
    now: () => OPEN_METEO_RECORDED_AT,
    fallback: createDemoProvider({ now: () => OPEN_METEO_RECORDED_AT }),
    fetch: async (input: string | URL | Request) =>
      new Response(answer(new URL(input instanceof Request ? input.url : input)), {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
  });
}
