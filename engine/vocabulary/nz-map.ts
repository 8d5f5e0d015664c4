/**
 * The New Zealand map every static map draws (modules/shared/map/nz-outline.json, built by
 * nz-outline.build.ts): a 300 x 420 viewBox in d3-geo's geoMercator at this scale and translate.
 * The server places the national map's labels on it and the modules draw markers and radar cells
 * on it: one projection for both (a test pins the outline file to it).
 */
export const NZ_MAP = {
  width: 300,
  height: 420,
  scale: 1368.6522915565795,
  translate: [-3970.74768587639, -870.9281009701263] as const,
} as const;

const RAD = Math.PI / 180;

/**
 * viewBox coordinates of a point, unrounded and unclipped (d3-geo's geoMercator written out: it
 * would add about 15 KB to every map page for two lines of maths).
 *
 * @example nzMapXY(-41.29, 174.78) // [about 205, about 245]
 */
export function nzMapXY(lat: number, lon: number): [number, number] {
  const [tx, ty] = NZ_MAP.translate;
  const k = NZ_MAP.scale;
  return [tx + k * lon * RAD, ty - k * Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2))];
}
