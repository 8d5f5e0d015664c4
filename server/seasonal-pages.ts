import { createPageEntry, type PageEntry } from './page-entry.server.ts';
import { isSkiSeason } from './weather/ski-fields.ts';

/**
 * Pages that change with the ski season (spec: '/mountains-and-parks/national-parks ... a
 * ski-fields variant applies in ski season'). A content page that has modules shown or hidden by
 * the season (hideWhen skiSeason / notSkiSeason) and does not fix `isSkiSeason` itself is served
 * with `isSkiSeason: 'true'` while the date is in season, so its ski-fields modules show; out of
 * season it is served as written. The date decides (issue 25), not the content file.
 */
const variants = new WeakMap<PageEntry, PageEntry | null>();

function seasonalVariant(entry: PageEntry): PageEntry | null {
  let variant = variants.get(entry);
  if (variant !== undefined) return variant;
  const d = entry.description;
  const seasonal =
    entry.kind === 'page' &&
    d.isSkiSeason === undefined &&
    /"(skiSeason|notSkiSeason)"/.test(entry.json.toString('utf8'));
  // Made once per stored entry: its JSON and ETag are the variant's own.
  variant = seasonal
    ? createPageEntry({ ...d, isSkiSeason: 'true' }, entry.kind, entry.file)
    : null;
  variants.set(entry, variant);
  return variant;
}

/** The entry to serve at `now`: a seasonal page's ski-fields variant in ski season, else `entry`. */
export function inSeason(entry: PageEntry, now: number): PageEntry {
  if (!isSkiSeason(now)) return entry;
  return seasonalVariant(entry) ?? entry;
}
