/** Small deterministic random numbers: the same seed string always gives the same sequence. */

/** FNV-1a 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a fast 32-bit generator with good enough spread for plausible demo values. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator seeded by the parts joined, e.g. seeded('auckland', 493812). */
export function seeded(...parts: (string | number)[]): () => number {
  return mulberry32(hashString(parts.join('|')));
}

/** One value in [0, 1) for the parts: for lookups where a whole sequence is not needed. */
export function unitHash(...parts: (string | number)[]): number {
  return mulberry32(hashString(parts.join('|')))();
}
