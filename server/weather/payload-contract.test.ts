import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import Fastify from 'fastify';
import type { Validator } from '#schemas/generated/validators.js';
import {
  validateAirTemperatureMapData,
  validateAvalancheData,
  validateForecastData,
  validateHourlyData,
  validateMarineData,
  validateMountainData,
  validateNationalMapData,
  validateObservationsData,
  validatePastWeatherData,
  validateRadarData,
  validateRainData,
  validateRoadReportData,
  validateSkiReportData,
  validateSnowReportData,
  validateSoilData,
  validateTideData,
} from '#schemas/generated/validators.js';
import { weatherDataRoutes } from './data-routes.ts';
import { createDemoProvider } from './demo-provider.ts';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import type { Location } from './locations.ts';
import { selectMainCentres } from './national-map.ts';
import {
  openMeteoFixture,
  recordedAnswerFile,
  recordedOpenMeteoProvider,
} from '#tests/support/open-meteo-fixtures.ts';
import type { WeatherProvider } from './provider.ts';
import { nearestPort } from './tides.ts';
import { mapPlaces } from './maps/map-places.ts';
import { MAP_LAYER_NAMES } from './maps/provider.ts';
import { MAP_LAYER_VALIDATORS } from '#tests/support/map-layer-validators.ts';

/**
 * Every provider answers exactly the payloads of schemas/weather-data.schema.json, checked by the
 * same precompiled validators the server uses: a provider that drifts from the schema (a new
 * field, a word outside a vocabulary, a value out of range) fails here, not on a visitor's page.
 */

type LocationMethod =
  'current' | 'daily' | 'hourly' | 'rain' | 'marine' | 'mountain' | 'soil' | 'pastWeather';
const PER_LOCATION: Record<LocationMethod, Validator> = {
  current: validateObservationsData,
  daily: validateForecastData,
  hourly: validateHourlyData,
  rain: validateRainData,
  marine: validateMarineData,
  mountain: validateMountainData,
  soil: validateSoilData,
  pastWeather: validatePastWeatherData,
};
const PER_SKI_FIELD = {
  skiReport: validateSkiReportData,
  snow: validateSnowReportData,
  road: validateRoadReportData,
} satisfies Record<string, Validator>;

const WINTER = Date.parse('2026-08-12T02:30:00Z'); // ski season: lifts, snow and chains
const SKI_FIELDS = FIXTURE_LOCATIONS.filter((l) => l.type === 'ski');
/** The recorded national map answer has the first three centres. */
const CENTRES = selectMainCentres(FIXTURE_LOCATIONS).slice(0, 3);

/** Validator errors, so a failure names the field and the rule instead of saying `false`. */
function problems(validate: Validator, data: unknown): unknown[] {
  return validate(data) ? [] : (validate.errors ?? []);
}

/** Every answer of a provider, labelled by method and location. */
async function everyAnswer(provider: WeatherProvider): Promise<[string, Validator, unknown][]> {
  const answers: Promise<[string, Validator, unknown]>[] = [];
  const ask = (label: string, validate: Validator, answer: Promise<unknown>): void => {
    answers.push(answer.then((data) => [label, validate, data]));
  };
  for (const location of FIXTURE_LOCATIONS)
    for (const [method, validate] of Object.entries(PER_LOCATION))
      ask(
        `${method} ${location.type}/${location.key}`,
        validate,
        provider[method as LocationMethod](location),
      );
  for (const field of SKI_FIELDS)
    for (const [method, validate] of Object.entries(PER_SKI_FIELD))
      ask(
        `${method} ${field.key}`,
        validate,
        provider[method as keyof typeof PER_SKI_FIELD](field),
      );
  for (const location of FIXTURE_LOCATIONS)
    ask(
      `tides ${location.type}/${location.key}`,
      validateTideData,
      provider.tides(location, nearestPort(location)),
    );
  ask('nationalMap', validateNationalMapData, provider.nationalMap(CENTRES));
  ask('airTemperatureMap', validateAirTemperatureMapData, provider.airTemperatureMap(CENTRES));
  ask('radar', validateRadarData, provider.radar());
  // The national map layers (issue 25, schemas/map-layers.schema.json).
  const places = mapPlaces(FIXTURE_LOCATIONS, CENTRES);
  for (const layer of MAP_LAYER_NAMES)
    ask(`maps/${layer}`, MAP_LAYER_VALIDATORS[layer], provider.maps[layer](places));
  ask('avalanche', validateAvalancheData, provider.avalanche());
  return Promise.all(answers);
}

describe('weather payloads fit schemas/weather-data.schema.json', () => {
  it.each([
    ['summer', Date.parse('2026-11-22T01:30:00Z')],
    ['winter', WINTER],
  ])('every demo provider answer (%s)', async (_season, now) => {
    for (const [label, validate, data] of await everyAnswer(createDemoProvider({ now: () => now })))
      expect({ [label]: problems(validate, data) }).toEqual({ [label]: [] });
  });

  it('demo radar at any time (cells drift, so the hour matters)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({
          min: Date.parse('2020-01-01T00:00:00Z'),
          max: Date.parse('2035-01-01T00:00:00Z'),
        }),
        async (ms) => {
          const radar = await createDemoProvider({ now: () => ms }).radar();
          expect(problems(validateRadarData, radar)).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('every Open-Meteo answer built from the recorded responses', async () => {
    const served = new Set<string>();
    const provider = recordedOpenMeteoProvider((url) => {
      const file = recordedAnswerFile(url);
      served.add(file);
      return openMeteoFixture(file);
    });
    for (const [label, validate, data] of await everyAnswer(provider))
      expect({ [label]: problems(validate, data) }).toEqual({ [label]: [] });
    const recorded = readdirSync(new URL('../../tests/fixtures/open-meteo/', import.meta.url));
    expect([...served].sort()).toEqual(recorded.filter((f) => !f.startsWith('error-')).sort());
  });

  it('what the data routes add: marine warnings and the latest radar frame', async () => {
    const app = Fastify({ logger: false });
    await app.register(weatherDataRoutes, {
      provider: createDemoProvider({ now: () => WINTER }),
      locations: FIXTURE_LOCATIONS,
      warningsFor: () => ['gale', 'iceaccretion'],
    });
    const marine = FIXTURE_LOCATIONS.find((l) => l.type === 'high-seas') as Location;
    const answers: [string, Validator][] = [
      [`/api/data/marine/high-seas/${marine.key}`, validateMarineData],
      ['/api/data/radar?frames=latest', validateRadarData],
    ];
    for (const [url, validate] of answers) {
      const data: unknown = (await app.inject({ method: 'GET', url })).json();
      expect({ [url]: problems(validate, data) }).toEqual({ [url]: [] });
    }
    await app.close();
  });

  it('refuses a word outside a vocabulary and a field the schema does not know', async () => {
    const answer = await createDemoProvider({ now: () => WINTER }).current(
      FIXTURE_LOCATIONS[0] as Location,
    );
    expect(
      validateObservationsData({ ...answer, current: { ...answer.current, condition: 'sunny' } }),
    ).toBe(false);
    expect(validateObservationsData({ ...answer, extra: 1 })).toBe(false);
    expect(validateObservationsData({ ...answer, source: 'elsewhere' })).toBe(false);
  });
});
