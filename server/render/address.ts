import { ADDRESS_PARAMS } from '#schemas/generated/module-data.ts';

/** A value longer than any real one (a place name, a high seas key) is not a module's. */
const MAX_VALUE = 200;
/** Compare takes four places; a few more values of a name change nothing. */
const MAX_VALUES = 8;

/**
 * The part of an address's query that modules read: the names their schemas declare (x-data's
 * addressParams, x-address; ADDRESS_PARAMS), every value of each, in one order. It is what the
 * modules see on the server and part of the render cache key, so a query that changes nothing a
 * module shows (`?utm_source=`) shares the page's entry. No module's code is imported for it.
 *
 * @example moduleAddress('?utm_source=x&compare=b&compare=a') // '?compare=b&compare=a'
 */
export function moduleAddress(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of ADDRESS_PARAMS)
    for (const value of given.getAll(name).slice(0, MAX_VALUES))
      if (value.length <= MAX_VALUE) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}
