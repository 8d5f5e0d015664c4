/**
 * Place-name slugs, the one rule for the location index's keys (scripts/content builds them) and
 * for names visitors type that must find those keys (compare's place pickers).
 */

/**
 * Removes macrons and other diacritics, and reads full-width letters as plain ones (compatibility
 * decomposition, then every combining mark dropped): 'Whangārei' -> 'Whangarei'.
 */
export function foldMacrons(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}

/**
 * Slug of a place name: lowercase, macrons dropped, apostrophes removed, any other run of
 * non-alphanumerics becomes one hyphen. slugify("Jack's Point") === 'jacks-point'.
 */
export function slugify(name: string): string {
  return foldMacrons(name)
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
