import type { Location } from '#server/weather/locations.ts';

const at = { lat: -41, lon: 174 };
const town = (key: string, label: string, region: string, population?: number): Location => ({
  key,
  type: 'towns-cities',
  label,
  region,
  url: `/towns-cities/locations/${key}`,
  ...at,
  ...(population === undefined ? {} : { population }),
});

/** A small location index for search tests: macrons, shared words, every type. */
export const SEARCH_FIXTURE: Location[] = [
  town('wellington', 'Wellington', 'Wellington', 215_400),
  town('wellsford', 'Wellsford', 'Auckland', 1_900),
  town('welcome-bay', 'Welcome Bay', 'Bay of Plenty'),
  town('lower-hutt', 'Lower Hutt', 'Wellington', 110_000),
  town('whangarei', 'Whangārei', 'Northland', 50_000),
  town('whanganui', 'Whanganui', 'Manawatū-Whanganui', 40_000),
  town('auckland', 'Auckland', 'Auckland', 1_450_000),
  town('new-plymouth', 'New Plymouth', 'Taranaki', 58_000),
  town('palmerston-north', 'Palmerston North', 'Manawatū-Whanganui', 80_000),
  town('palmerston', 'Palmerston', 'Otago', 900),
  town('hawkes-bay', "Hawke's Bay", "Hawke's Bay"),
  {
    key: 'wellington',
    type: 'rural',
    label: 'Wellington',
    region: 'Wellington',
    url: '/rural/regions/wellington',
    ...at,
  },
  {
    key: 'manawatu',
    type: 'rural',
    label: 'Manawatū',
    region: 'Manawatū-Whanganui',
    url: '/rural/regions/manawatu',
    ...at,
  },
  {
    key: 'cook-strait',
    type: 'marine',
    label: 'Cook Strait',
    region: 'Wellington',
    url: '/marine/areas/cook-strait',
    ...at,
  },
  {
    key: 'tongariro',
    type: 'national-parks',
    label: 'Tongariro National Park',
    region: 'Manawatū-Whanganui',
    url: '/mountains-and-parks/national-parks/tongariro',
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
  {
    key: 'forties',
    type: 'high-seas',
    label: 'Forties',
    region: '',
    url: '/marine/high-seas/forties',
    ...at,
  },
];
