/** What a compare page's address asks for (`?compare=`, `&add=`, `&remove=`), shared by server and module. */

import { slugify } from '#engine/vocabulary/slug.ts';

export const MIN_PLACES = 2;
export const MAX_PLACES = 4;
/** Longest place name a picker takes: the longest town name is well under it. */
const MAX_NAME = 60;

/**
 * A town key from a key or a typed name, by the index's own slug rule: 'Palmerston North' and
 * 'palmerston-north' both give 'palmerston-north', and macrons fold ('Ōtaki' -> 'otaki').
 */
export function placeKey(text: string): string {
  return slugify(text.slice(0, MAX_NAME));
}

export interface CompareAsk {
  /** Town keys in the order asked, each once, at most MAX_PLACES. */
  keys: string[];
  /** The visitor pressed 'Add a place': show one more, empty, picker. */
  adding: boolean;
}

/**
 * The places an address asks for, or null when it asks for none. Values come from the form (one
 * `compare` per picker, empty pickers ignored) or a shared link (`?compare=a,b`); `remove=<n>`
 * drops the n-th place (1-based, never below MIN_PLACES) and `add` asks for one more picker.
 *
 * @example compareAsk('?compare=Auckland&compare=wellington') // { keys: ['auckland', 'wellington'], adding: false }
 */
export function compareAsk(search: string): CompareAsk | null {
  const params = new URLSearchParams(search);
  const values = params.getAll('compare');
  if (values.length === 0) return null;
  const keys = [
    ...new Set(
      values
        .flatMap((v) => v.split(','))
        .map(placeKey)
        .filter(Boolean),
    ),
  ].slice(0, MAX_PLACES);
  const remove = Number(params.get('remove'));
  if (Number.isInteger(remove) && remove >= 1 && remove <= keys.length && keys.length > MIN_PLACES)
    keys.splice(remove - 1, 1);
  return { keys, adding: params.has('add') && keys.length < MAX_PLACES };
}

/** The canonical query of an ask (`compare=a,b&add=1`): the server's cache key part and the data's. */
export function compareQuery(ask: CompareAsk): string {
  return `compare=${ask.keys.join(',')}${ask.adding ? '&add=1' : ''}`;
}
