/**
 * Reference places drawn on maps that have no markers of their own (the rain radar), so a visitor
 * can tell where the rain is. Coordinates from the GeoNames gazetteer; `side` keeps each name clear
 * of its neighbours and inside the map.
 */
export const MAP_PLACES: ReadonlyArray<{
  name: string;
  lat: number;
  lon: number;
  side: 'left' | 'right';
}> = [
  { name: 'Auckland', lat: -36.85, lon: 174.76, side: 'left' },
  { name: 'Hamilton', lat: -37.79, lon: 175.28, side: 'left' },
  { name: 'Tauranga', lat: -37.69, lon: 176.17, side: 'right' },
  { name: 'Gisborne', lat: -38.66, lon: 178.02, side: 'left' },
  { name: 'New Plymouth', lat: -39.06, lon: 174.08, side: 'left' },
  { name: 'Napier', lat: -39.49, lon: 176.91, side: 'left' },
  { name: 'Wellington', lat: -41.29, lon: 174.78, side: 'right' },
  { name: 'Nelson', lat: -41.27, lon: 173.28, side: 'left' },
  { name: 'Greymouth', lat: -42.45, lon: 171.21, side: 'left' },
  { name: 'Christchurch', lat: -43.53, lon: 172.63, side: 'right' },
  { name: 'Queenstown', lat: -45.03, lon: 168.66, side: 'left' },
  { name: 'Dunedin', lat: -45.87, lon: 170.5, side: 'right' },
  { name: 'Invercargill', lat: -46.41, lon: 168.35, side: 'right' },
];
