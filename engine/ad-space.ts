import type { AdConfig, PageAdConfig } from '#schemas/generated/types.ts';

/**
 * Ad slots as plain data, and the CSS that reserves their space from the first paint (issue 13:
 * CLS stays 0). The space is reserved by the server's CSS, not by elements: an ad arrives later
 * as an absolutely positioned box inside the reserved space, so nothing moves when it does, and
 * the app's JavaScript before interaction carries no ad code at all.
 */

/** Spec shell doc section 9: default ad height. */
export const DEFAULT_AD_HEIGHT = 250;

export type AdLayout = NonNullable<AdConfig['layout']>;

export interface AdSlot {
  id: string;
  def: string;
  layout: AdLayout;
  sizes: Array<[number, number] | 'fluid'>;
  targeting: Array<{ key: string; value: string | string[] }>;
  height: number;
  mobileHeight: number;
  maxHeight: number | undefined;
  isStaticMapSlot: boolean;
  /** For 'module' slots: the module (1-based, in the main column) it follows. */
  afterModule?: number;
}

/** Slots that take space in the page flow; the others are overlays or sit beside the content. */
export const IN_FLOW: ReadonlySet<AdLayout> = new Set(['banner', 'module']);

/** The page's slots with their defaults filled in (spec: height 250; layout banner). */
export function adSlots(adConfig: PageAdConfig | undefined): AdSlot[] {
  let modules = 0;
  return (adConfig?.definitions ?? []).map((d) => {
    const layout = d.layout ?? 'banner';
    const height = d.height ?? DEFAULT_AD_HEIGHT;
    return {
      id: d.id,
      def: d.def,
      layout,
      sizes: (d.sizes ?? []) as AdSlot['sizes'],
      targeting: (d.targeting ?? []) as AdSlot['targeting'],
      height,
      mobileHeight: d.mobileHeight ?? height,
      maxHeight: d.maxHeight,
      isStaticMapSlot: d.isStaticMapSlot === true,
      ...(layout === 'module' ? { afterModule: ++modules } : {}),
    };
  });
}

/** The custom property that holds a slot's reserved height (ids are [A-Za-z0-9_-]). */
export const adHeightVar = (id: string): string => `--wx-ad-${id}`;

/** Where a slot's space is reserved and its box placed: on phones and on larger screens. */
export interface AdHost {
  small: string;
  large: string;
}

/** The media query of AdHost.large (and of the slots' larger heights). */
export const LARGE_SCREEN = '(min-width:48em)';

const MAIN = '.wx-five__main>.wx-module';
const MAP = '.wx-maplayout__map>.wx-module';
const SIDE = '.wx-maplayout__side>.wx-module';
const nth = (column: string, n: number) => `${column}:nth-child(${n})`;

/**
 * The k-th module of a five-up page's left column (else its right one) when the main column is
 * too short to take the k-th module slot: a rural or marine page (a now card and one forecast)
 * keeps its ad beside the days on a desktop, after them on a tablet, instead of losing it.
 */
function besideShortMain(k: number): string {
  const short = `.wx-five:not(:has(>${nth(MAIN, k + 2)}))`;
  return (
    `${short}>.wx-five__left>.wx-module:nth-child(${k}),` +
    `${short}:not(:has(>.wx-five__left>.wx-module:nth-child(${k})))>.wx-five__right>.wx-module:nth-child(${k})`
  );
}

/**
 * Where a slot's space is reserved (and its box placed); null: no space taken. The forecast
 * comes first (issue 22): on a phone in-flow ads follow the first module of the main column (a
 * place's now card), on larger screens the second (its days); the k-th module slot follows one
 * module further on. A main column of one module takes the banner after it; on larger screens a
 * module slot the main column is too short for goes to the side columns (besideShortMain); a slot
 * whose module is not there is not shown, and takes no space. On a map page the banner follows the map and
 * the k-th module slot the k-th module beside it.
 */
export function adHost(slot: AdSlot): AdHost | null {
  if (slot.isStaticMapSlot) return { small: '.wx-maplayout__map', large: '.wx-maplayout__map' };
  if (slot.layout === 'banner')
    return {
      small: `:is(${nth(MAIN, 1)},${nth(MAP, 1)})`,
      large: `:is(${MAIN}:is(:nth-child(2),:only-child),${nth(MAP, 1)})`,
    };
  if (slot.layout === 'module') {
    const k = slot.afterModule ?? 1;
    return {
      small: `:is(${nth(MAIN, k + 1)},${nth(SIDE, k)})`,
      large: `:is(${nth(MAIN, k + 2)},${besideShortMain(k)},${nth(SIDE, k)})`,
    };
  }
  return null;
}

/**
 * CSS reserving the in-flow slots' space: the slot's height (mobileHeight on narrow screens) as a
 * custom property, and room for it after its host. Only under `html.js`: without JavaScript no
 * ad can arrive, so no gap is left. One slot a host: two would share one place.
 *
 * @example adSpaceCss(adSlots({ definitions: [{ id: 'top', def: '/x', height: 90, mobileHeight: 50 }] }))
 */
export function adSpaceCss(slots: AdSlot[]): string {
  let vars = '';
  let wide = '';
  let small = '';
  let large = '';
  const taken = { small: new Set<string>(), large: new Set<string>() };
  for (const slot of slots) {
    const host = adHost(slot);
    if (!host || taken.small.has(host.small) || taken.large.has(host.large)) continue;
    taken.small.add(host.small);
    taken.large.add(host.large);
    const v = adHeightVar(slot.id);
    vars += `${v}:${slot.mobileHeight}px;`;
    wide += `${v}:${slot.height}px;`;
    const room = `{position:relative;margin-bottom:calc(var(${v}) + var(--space-3))}`;
    small += `.js ${host.small}${room}`;
    large += `.js ${host.large}${room}`;
  }
  const rules =
    small === large
      ? small
      : `@media not all and ${LARGE_SCREEN}{${small}}@media ${LARGE_SCREEN}{${large}}`;
  if (!rules) return '';
  return `:root{${vars}}@media ${LARGE_SCREEN}{:root{${wide}}}${rules}`;
}
