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

/** The formats that cover what a visitor came for: the page (interstitial) or the map. */
export function isOverlay(slot: Pick<AdSlot, 'layout'>): boolean {
  return slot.layout === 'interstitial' || slot.layout === 'map-takeover';
}

/** The slots this browser shows: no overlay where the site turns them off (ADS_OVERLAYS=off). */
export function slotsForBrowser(slots: AdSlot[], userAgent: string, overlays = true): AdSlot[] {
  return slots.filter(
    (s) => (overlays || !isOverlay(s)) && !(s.layout === 'interstitial' && isFirefox102(userAgent)),
  );
}

/**
 * Whether an overlay ad could cover a warning now (issue 25: an ad never covers a warning): the
 * warnings bar names one in force or a watch or outlook, or cannot say yet (loading, failed),
 * a section page's severe warnings strip lists one, or a warning's panel or any other dialog is
 * open.
 */
export function warningOnScreen(doc: Document): boolean {
  const bar = doc.querySelector('.wx-warnings-bar');
  if (bar && bar.getAttribute('data-load-state') !== 'loaded') return true;
  if (bar && !bar.classList.contains('wx-warnings-bar--none')) return true;
  // A section page's severe warnings strip, listing one.
  if (doc.querySelector('.wx-warnings-list li')) return true;
  return doc.querySelector('[aria-modal="true"]:not(.wx-ad), dialog[open]') !== null;
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
