// Rows reused across calls: distance checks run thousands of times per query, allocation-free.
let prevRow = new Int32Array(64);
let currRow = new Int32Array(64);
let backRow = new Int32Array(64);

/**
 * Edit distances (Levenshtein plus swapped neighbours, 'arnuad' -> 'arnaud', counted as one typo the
 * way a hosted search counts them) from `a` to `b` and to every prefix of `b`, capped at `max` (anything
 * above is max + 1). One dynamic-programming pass answers both: the full distance (a whole word
 * matched with typos) and the best prefix distance ('welin' is one typo from the start of
 * 'wellington'). Stops early when every cell of a row is over the cap.
 */
export function distances(a: string, b: string, max: number): { full: number; prefix: number } {
  const over = max + 1;
  // Columns beyond a.length + max can only matter for the full distance, which is then over the cap.
  const cols = Math.min(b.length, a.length + max);
  if (cols + 1 > prevRow.length) {
    prevRow = new Int32Array(cols + 1);
    currRow = new Int32Array(cols + 1);
    backRow = new Int32Array(cols + 1);
  }
  let prev = prevRow;
  let curr = currRow;
  let back = backRow;
  for (let j = 0; j <= cols; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= cols; j++) {
      const sub = (prev[j - 1] as number) + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      const del = (prev[j] as number) + 1;
      const ins = (curr[j - 1] as number) + 1;
      let v = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
      if (
        i > 1 &&
        j > 1 &&
        ca === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        v = Math.min(v, (back[j - 2] as number) + 1);
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return { full: over, prefix: over };
    const t = back;
    back = prev;
    prev = curr;
    curr = t;
  }
  let prefix = over;
  for (let j = Math.max(0, a.length - max); j <= cols; j++)
    if ((prev[j] as number) < prefix) prefix = prev[j] as number;
  const full = cols === b.length ? Math.min(prev[cols] as number, over) : over;
  return { full, prefix: Math.min(prefix, over) };
}

export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return distances(a, b, max).full;
}

export function prefixDistance(prefix: string, word: string, max: number): number {
  return distances(prefix, word, max).prefix;
}

/**
 * Typos allowed for a query word: 1 from 5 letters, 2 from 8. A typo in a 4-letter word finds too
 * many other places ('haas' would find Hastings) to be worth it.
 */
export function typosAllowed(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}
