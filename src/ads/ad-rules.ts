import type { AdSlot } from '#engine/ad-space.ts';
import type { AdTarget } from '#machines/ads.machine.ts';

/** Spec shell doc section 9: header bidding waits at most this long. */
export const BIDDING_TIMEOUT_MS = 3500;

/** Spec: a slot whose name contains inst, map, til or nav is left out of header bidding. */
export function isHeaderBiddable(slot: Pick<AdSlot, 'id'>): boolean {
  return !/inst|map|til|nav/i.test(slot.id);
}

/** Spec: Firefox 102 shows no interstitial. */
export function isFirefox102(userAgent: string): boolean {
  return /\bFirefox\/102\./.test(userAgent);
}

/** The slots this browser shows. */
export function slotsForBrowser(slots: AdSlot[], userAgent: string): AdSlot[] {
  return isFirefox102(userAgent) ? slots.filter((s) => s.layout !== 'interstitial') : slots;
}

/** Prefix of query parameters that become targeting (`?ads_test=on` targets test=on). */
export const TARGETING_PARAM_PREFIX = 'ads_';

function validTarget(entry: unknown): entry is AdTarget {
  if (!entry || typeof entry !== 'object') return false;
  const { key, value } = entry as { key?: unknown; value?: unknown };
  if (typeof key !== 'string' || key.trim() === '') return false;
  if (typeof value === 'string') return value.trim() !== '';
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((v) => typeof v === 'string' && v !== '')
  );
}

/**
 * The page's targeting (spec: static data plus the dynamicDataUrl list appended; entries need
 * both key and value; query-parameter targeting). Invalid entries are dropped, never sent.
 *
 * @example pageTargeting([{ key: 'section', value: 'marine' }], [], '?ads_test=1')
 *   // [{ key: 'section', value: 'marine' }, { key: 'test', value: '1' }]
 */
export function pageTargeting(staticData: unknown, dynamic: unknown, search: string): AdTarget[] {
  const list = [
    ...(Array.isArray(staticData) ? staticData : []),
    ...(Array.isArray(dynamic) ? dynamic : []),
  ].filter(validTarget);
  for (const [name, value] of new URLSearchParams(search)) {
    const key = name.startsWith(TARGETING_PARAM_PREFIX)
      ? name.slice(TARGETING_PARAM_PREFIX.length)
      : '';
    if (key && value) list.push({ key, value });
  }
  return list;
}
