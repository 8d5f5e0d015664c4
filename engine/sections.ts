/**
 * Audience-measurement sections by route prefix and the primary-nav active rule
 * (spec pages doc section 2 "Audience-measurement sections by route prefix"; shell doc "Navigation").
 */

export interface MeasurementSection {
  /** Section name reported on each static page view. */
  name: string;
  /** Sub-brand code: c01.. for the named sections in the spec's table order, b01 for the rest. */
  subbrand: string;
}

/** The spec's table, in its order; the codes follow that order. */
const SECTIONS: readonly {
  prefixes: readonly string[];
  exactRoot?: boolean;
  section: MeasurementSection;
}[] = [
  { prefixes: ['/maps-radar'], section: { name: 'Maps & Radar', subbrand: 'c01' } },
  { prefixes: ['/mountains-and-parks'], section: { name: 'Mountains & Parks', subbrand: 'c02' } },
  { prefixes: ['/national'], exactRoot: true, section: { name: 'National', subbrand: 'c03' } },
  { prefixes: ['/towns-cities'], section: { name: 'Towns & Cities', subbrand: 'c04' } },
  { prefixes: ['/marine'], section: { name: 'Marine', subbrand: 'c05' } },
  { prefixes: ['/rural'], section: { name: 'Rural', subbrand: 'c06' } },
  { prefixes: ['/warnings'], section: { name: 'Warnings', subbrand: 'c07' } },
];

/** Any path outside the table. */
export const GENERAL_SECTION: MeasurementSection = { name: 'General', subbrand: 'b01' };

/** Path without query, hash or trailing slashes; '' stays '/'. */
function pathOnly(raw: string): string {
  const path = (raw.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
}

/** Prefix match on whole segments: '/marine' covers '/marine/areas/x' but not '/marinex'. */
function hasPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The measurement section of a path.
 *
 * @example measurementSection('/marine/areas/hauraki-gulf') // { name: 'Marine', subbrand: 'c05' }
 */
export function measurementSection(currentPath: string): MeasurementSection {
  const path = pathOnly(currentPath);
  for (const row of SECTIONS) {
    if (row.exactRoot && path === '/') return row.section;
    if (row.prefixes.some((p) => hasPrefix(path, p))) return row.section;
  }
  return GENERAL_SECTION;
}

/**
 * Primary-nav rule: "A link is active when the current first path segment starts the link path".
 * The root counts as /national. Segments are compared whole, so '/war' never lights up Warnings.
 *
 * @example isNavLinkActive('/mountains-and-parks/ski-fields/coronet-peak', '/mountains-and-parks/national-parks') // true
 */
export function isNavLinkActive(currentPath: string, linkPath: string): boolean {
  const current = pathOnly(currentPath);
  const first = current === '/' ? 'national' : (current.slice(1).split('/')[0] ?? '');
  const link = pathOnly(linkPath);
  if (first === '' || /^[a-z][a-z0-9+.-]*:/i.test(linkPath)) return false;
  return hasPrefix(link === '/' ? '/national' : link, `/${first}`);
}
