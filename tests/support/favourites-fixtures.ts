import { LocationIndex } from '#server/weather/locations.ts';
import type { Location } from '#server/weather/locations.ts';
import type { FavouritesProvider } from '#server/favourites/favourite-item.ts';

const at = { lat: -37, lon: 175 };
export const FAVOURITE_LOCATIONS: Location[] = [
  {
    key: 'auckland',
    type: 'towns-cities',
    label: 'Auckland',
    region: 'Auckland',
    url: '/towns-cities/locations/auckland',
    ...at,
  },
  {
    key: 'wellington',
    type: 'towns-cities',
    label: 'Wellington',
    region: 'Wellington',
    url: '/towns-cities/locations/wellington',
    ...at,
  },
  {
    key: 'nelson',
    type: 'towns-cities',
    label: 'Nelson',
    region: 'Nelson',
    url: '/towns-cities/locations/nelson',
    ...at,
  },
  {
    key: 'taupo',
    type: 'towns-cities',
    label: 'Taupō',
    region: 'Waikato',
    url: '/towns-cities/locations/taupo',
    ...at,
  },
  {
    key: 'hauraki-gulf',
    type: 'marine',
    label: 'Hauraki Gulf',
    region: 'Auckland',
    url: '/marine/areas/hauraki-gulf',
    ...at,
  },
  {
    key: 'whakapapa',
    type: 'ski',
    label: 'Whakapapa',
    region: 'Manawatū-Whanganui',
    url: '/mountains-and-parks/ski-fields/whakapapa',
    ...at,
  },
  // Recreational places (issue 25): favourites of their own types.
  {
    key: 'okahu-bay',
    type: 'kayak',
    label: 'Ōkahu Bay',
    region: 'Auckland',
    url: '/marine/kayaking/okahu-bay',
    ...at,
  },
  {
    key: 'manu-bay',
    type: 'surfing',
    label: 'Manu Bay',
    region: 'Waikato',
    url: '/marine/surf-breaks/manu-bay',
    facing: 320,
    ...at,
  },
  {
    key: 'mine-bay',
    type: 'kayak',
    label: 'Mine Bay',
    region: 'Waikato',
    url: '/marine/kayaking/mine-bay',
    inland: true,
    ...at,
  },
  {
    key: 'thames',
    type: 'tidal',
    label: 'Thames',
    region: 'Waikato',
    url: '/marine/tides/thames',
    lat: -37.139,
    lon: 175.53,
  },
];
export const favouriteLocations = new LocationIndex(FAVOURITE_LOCATIONS);

const meta = { source: 'demo' as const, issuedAt: '2026-07-01T12:00:00+12:00' };
const summary = (l: Location) => ({ key: l.key, type: l.type, label: l.label, region: l.region });

/** Only what favourites call, with fixed values; `fail` makes one source throw. */
export function fakeProvider(fail: { current?: boolean } = {}): FavouritesProvider {
  return {
    async current(location) {
      if (fail.current) throw new Error('observations offline');
      return {
        ...meta,
        location: summary(location),
        current: {
          observedAt: meta.issuedAt,
          temp: 14,
          feelsLike: 12,
          condition: 'fine',
          humidity: 70,
          pressure: 1015,
          rainfall: 0,
          wind: { direction: 'SW', averageSpeed: 10, gustSpeed: 18 },
        },
      };
    },
    async marine(location) {
      return {
        ...meta,
        location: summary(location),
        text: 'Southwest 10 knots.',
        periods: [
          {
            time: meta.issuedAt,
            wind: { direction: 'SW', averageSpeed: 10, gustSpeed: 18 },
            swell: { seaHeight: 0.8, direction: 'SW', period: 8 },
            seaState: 'slight',
          },
        ],
      };
    },
    async hourly(location) {
      const hours = Array.from({ length: 48 }, (_, i) => ({
        time: new Date(Date.parse(meta.issuedAt) + i * 3_600_000).toISOString(),
        temp: 14,
        condition: 'fine' as const,
        rainfall: 0,
        rainChance: 0,
        wind: { direction: 'N' as const, averageSpeed: 12, gustSpeed: 16 },
      }));
      return { ...meta, location: summary(location), hours };
    },
    async tides(location, port) {
      return {
        ...meta,
        location: summary(location),
        port,
        datum: 'chart-datum' as const,
        tides: [
          { time: '2026-07-01T09:10:00+12:00', type: 'high' as const, height: 3.1 },
          { time: '2026-07-01T15:25:00+12:00', type: 'low' as const, height: 0.6 },
          { time: '2026-07-01T21:40:00+12:00', type: 'high' as const, height: 3 },
        ],
      };
    },
    async skiReport(location) {
      return {
        ...meta,
        location: summary(location),
        isSkiSeason: true,
        facilities: {
          status: { open: 3, paused: 1, closed: 2 },
          facilityList: [],
          highAltitude: 2300,
          verticalDrop: 700,
          baseAltitude: 1600,
          viewMoreUrl: '/x',
        },
      };
    },
  };
}
