import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from '#engine/vocabulary/slug.ts';
import { TIDE_PORTS } from '#server/weather/tides.ts';
import { isRegionName } from './regions.ts';
import type { RecreationPlace, RecreationType } from './types.ts';

/** The recreational types in the order their index pages and search list them. */
export const RECREATION_TYPES: readonly RecreationType[] = [
  'surfing',
  'boating',
  'kayak',
  'paddleboarding',
  'tidal',
  'coastal',
];

type Rec = Record<string, unknown>;

/**
 * Reads `recreation-places.json` (content/data/curated): each entry checked and named in every
 * error, as editors of the curated lists need. Tide stations name their LINZ port of
 * server/weather/tide-ports.json, which holds their name and position: one place for each.
 */
export function loadRecreationPlaces(dir: string, ports = TIDE_PORTS): RecreationPlace[] {
  const file = join(dir, 'recreation-places.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { places?: unknown };
  if (!Array.isArray(parsed.places)) throw new Error(`${file}: expected a "places" array`);
  const places = parsed.places.map((raw: unknown, i): RecreationPlace => {
    const where = `${file}: places[${i}]`;
    if (typeof raw !== 'object' || raw === null) throw new Error(`${where} is not an object`);
    const rec = raw as Rec;
    const fail = (field: string, why: string): never => {
      throw new Error(`${where}: "${field}" ${why}`);
    };
    const str = (field: string): string => {
      const v = rec[field];
      return typeof v === 'string' && v.trim() ? v : fail(field, 'must be a non-empty string');
    };
    const type = str('type') as RecreationType;
    if (!RECREATION_TYPES.includes(type))
      fail('type', `must be one of ${RECREATION_TYPES.join(', ')}`);
    const key = str('key');
    if (slugify(key) !== key) fail('key', 'must be a lowercase slug');
    const region = str('region');
    if (!isRegionName(region)) fail('region', `is not a New Zealand region name: ${region}`);
    str('source');
    str('licence');
    const port = type === 'tidal' ? ports.find((p) => p.key === str('port')) : undefined;
    if (type === 'tidal' && !port) fail('port', 'names no port of tide-ports.json');
    const num = (field: string, min: number, max: number): number => {
      const v = port ? (port as unknown as Rec)[field] : rec[field];
      return typeof v === 'number' && v >= min && v <= max
        ? v
        : fail(field, `must be a number from ${min} to ${max}`);
    };
    const aliases = rec.aliases;
    if (
      aliases !== undefined &&
      !(Array.isArray(aliases) && aliases.every((a) => typeof a === 'string'))
    )
      fail('aliases', 'must be a list of names');
    const facing = rec.facing;
    if (type === 'surfing' && (typeof facing !== 'number' || facing < 0 || facing > 359))
      fail('facing', 'must be a bearing from 0 to 359 on a surf break');
    if (rec.inland !== undefined && rec.inland !== true) fail('inland', 'must be true or left out');
    return {
      type,
      key,
      label: port ? port.label : str('label'),
      region,
      lat: num('lat', -90, 90),
      lon: num('lon', -180, 180),
      description: str('description'),
      ...(aliases ? { aliases: aliases as string[] } : {}),
      ...(type === 'surfing' ? { facing: facing as number } : {}),
      ...(rec.inland === true ? { inland: true as const } : {}),
    };
  });
  const seen = new Set<string>();
  for (const p of places) {
    const id = `${p.type}/${p.key}`;
    if (seen.has(id)) throw new Error(`${file}: two places are ${id}`);
    seen.add(id);
  }
  return places;
}
