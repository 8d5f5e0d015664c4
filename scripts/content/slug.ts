// The slug rule itself (slugify, foldMacrons) is shared vocabulary: the modules match typed names
// against the keys with it (engine/vocabulary/slug.ts).
import { slugify } from '#engine/vocabulary/slug.ts';

export interface SlugInput {
  name: string;
  regionSlug: string;
}

/**
 * Assigns unique slugs in input order (the caller orders by importance): the first place with a
 * name gets the plain slug, a later one gets its region slug appended ('richmond-canterbury').
 * If that is still taken (two same-named places in one region), a counter follows.
 */
export function assignSlugs(places: readonly SlugInput[]): string[] {
  const used = new Set<string>();
  return places.map((place) => {
    const base = slugify(place.name);
    if (!base)
      throw new Error(`Cannot make a slug from the place name ${JSON.stringify(place.name)}`);
    let slug = used.has(base) ? `${base}-${place.regionSlug}` : base;
    for (let n = 2; used.has(slug); n += 1) slug = `${base}-${place.regionSlug}-${n}`;
    used.add(slug);
    return slug;
  });
}
