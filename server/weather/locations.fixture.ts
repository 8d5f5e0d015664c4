import type { Location } from './locations.ts';

/** A small location index for unit tests (the real one is content/data/locations.json). */
export const FIXTURE_LOCATIONS: Location[] = [
  { key: 'auckland', type: 'towns-cities', label: 'Auckland', url: '/towns-cities/locations/auckland', region: 'Auckland', lat: -36.8485, lon: 174.7633, population: 1_450_000 },
  { key: 'manukau', type: 'towns-cities', label: 'Manukau', url: '/towns-cities/locations/manukau', region: 'Auckland', lat: -36.993, lon: 174.88, population: 80_000 },
  { key: 'hamilton', type: 'towns-cities', label: 'Hamilton', url: '/towns-cities/locations/hamilton', region: 'Waikato', lat: -37.787, lon: 175.279, population: 165_000 },
  { key: 'palmerston-north', type: 'towns-cities', label: 'Palmerston North', url: '/towns-cities/locations/palmerston-north', region: 'Manawatū-Whanganui', lat: -40.3564, lon: 175.6111, population: 81_000 },
  { key: 'wellington', type: 'towns-cities', label: 'Wellington', url: '/towns-cities/locations/wellington', region: 'Wellington', lat: -41.2866, lon: 174.7756, population: 215_000 },
  { key: 'greymouth', type: 'towns-cities', label: 'Greymouth', url: '/towns-cities/locations/greymouth', region: 'West Coast', lat: -42.45, lon: 171.2, population: 8_000 },
  { key: 'christchurch', type: 'towns-cities', label: 'Christchurch', url: '/towns-cities/locations/christchurch', region: 'Canterbury', lat: -43.5321, lon: 172.6362, population: 380_000 },
  { key: 'queenstown', type: 'towns-cities', label: 'Queenstown', url: '/towns-cities/locations/queenstown', region: 'Otago', lat: -45.0312, lon: 168.6626, population: 16_000 },
  { key: 'dunedin', type: 'towns-cities', label: 'Dunedin', url: '/towns-cities/locations/dunedin', region: 'Otago', lat: -45.8742, lon: 170.5036, population: 115_000 },
  { key: 'invercargill', type: 'towns-cities', label: 'Invercargill', url: '/towns-cities/locations/invercargill', region: 'Southland', lat: -46.4132, lon: 168.3538, population: 51_000 },
  { key: 'waikato', type: 'rural', label: 'Waikato', url: '/rural/regions/waikato', region: 'Waikato', lat: -37.9, lon: 175.4 },
  { key: 'cook-strait', type: 'marine', label: 'Cook Strait', url: '/marine/areas/cook-strait', region: 'Wellington', lat: -41.3, lon: 174.4 },
  { key: 'forties', type: 'high-seas', label: 'Forties', url: '/marine/high-seas/forties', region: 'High Seas', lat: -45, lon: 175 },
  { key: 'southern', type: 'high-seas', label: 'Southern', url: '/marine/high-seas/southern', region: 'High Seas', lat: -55, lon: 175 },
  { key: 'aoraki-mount-cook', type: 'national-parks', label: 'Aoraki / Mount Cook', url: '/mountains-and-parks/national-parks/aoraki-mount-cook', region: 'Canterbury', lat: -43.73, lon: 170.1 },
  { key: 'mt-hutt', type: 'ski', label: 'Mt Hutt', url: '/mountains-and-parks/ski-fields/mt-hutt', region: 'Canterbury', lat: -43.47, lon: 171.53 },
  { key: 'broken-river', type: 'ski', label: 'Broken River', url: '/mountains-and-parks/ski-fields/broken-river', region: 'Canterbury', lat: -43.15, lon: 171.68 },
];
