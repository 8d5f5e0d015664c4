/**
 * Audience-measurement sections by route prefix (spec pages doc section 2 "Audience-measurement
 * sections by route prefix"), reported on each static page view.
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

/**
 * The measurement section (prefixes match whole segments: '/marine' covers '/marine/areas/x',
 * not '/marinex'; query, hash and trailing slashes are ignored) of a path.
 *
 * @example measurementSection('/marine/areas/hauraki-gulf') // { name: 'Marine', subbrand: 'c05' }
 */
export function measurementSection(currentPath: string): MeasurementSection {
  const path = new URL(currentPath, 'http://site').pathname.replace(/(.)\/+$/, '$1');
  for (const row of SECTIONS) {
    if (row.exactRoot && path === '/') return row.section;
    if (row.prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return row.section;
  }
  return GENERAL_SECTION;
}
