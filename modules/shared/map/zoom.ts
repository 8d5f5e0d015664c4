/**
 * Map sizes and the zoom string (spec pages doc section 9): the zoom string holds three numbers for
 * small, medium and large maps, separated by a dash or a bar; 0 means default.
 */

export const MAP_SIZES = ['small', 'medium', 'large'] as const;
export type MapSize = (typeof MAP_SIZES)[number];

export type ZoomLevels = Record<MapSize, number>;

/** Zoom level of the whole-country view, the default a 0 stands for. */
export const DEFAULT_ZOOM = 5;

/** '6-0|7' -> { small: 6, medium: 0, large: 7 }; null for anything else. */
export function parseZoom(value: unknown): ZoomLevels | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d+)[-|](\d+)[-|](\d+)$/.exec(value.trim());
  if (!match) return null;
  return { small: Number(match[1]), medium: Number(match[2]), large: Number(match[3]) };
}

/** The zoom for one size: 0 or missing means the default. */
export function zoomFor(levels: ZoomLevels | null, size: MapSize): number {
  const z = levels?.[size] ?? 0;
  return z === 0 ? DEFAULT_ZOOM : z;
}

/**
 * Whether a marker shows on a map of this size and zoom. A marker's zoom string gives, per size,
 * the lowest map zoom at which it appears (0: always), so crowded small maps can drop minor labels.
 */
export function markerVisible(markerZoom: unknown, size: MapSize, mapZoom: number): boolean {
  const levels = parseZoom(markerZoom);
  const needed = levels?.[size] ?? 0;
  return needed === 0 || needed <= mapZoom;
}

export function isMapSize(value: unknown): value is MapSize {
  return typeof value === 'string' && (MAP_SIZES as readonly string[]).includes(value);
}
