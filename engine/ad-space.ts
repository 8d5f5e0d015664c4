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

/** Where a slot's space is reserved (and its box placed), as a selector; null: no space taken. */
export function adHost(slot: AdSlot): string | null {
  if (slot.isStaticMapSlot) return '.wx-maplayout__map';
  if (slot.layout === 'banner') return '.wx-main';
  if (slot.layout === 'module')
    return `:is(.wx-five__main,.wx-maplayout__side)>.wx-module:nth-child(${slot.afterModule ?? 1})`;
  return null;
}

/**
 * CSS reserving the in-flow slots' space: the slot's height (mobileHeight on narrow screens) as a
 * custom property, and room for it in its host. Only under `html.js`: without JavaScript no ad
 * can arrive, so no gap is left. The first banner only: two would share one place.
 *
 * @example adSpaceCss(adSlots({ definitions: [{ id: 'top', def: '/x', height: 90, mobileHeight: 50 }] }))
 */
export function adSpaceCss(slots: AdSlot[]): string {
  let vars = '';
  let wide = '';
  let rules = '';
  const hosts = new Set<string>();
  for (const slot of slots) {
    const host = adHost(slot);
    if (!host || hosts.has(host)) continue;
    hosts.add(host);
    const v = adHeightVar(slot.id);
    vars += `${v}:${slot.mobileHeight}px;`;
    wide += `${v}:${slot.height}px;`;
    rules +=
      slot.layout === 'banner' && !slot.isStaticMapSlot
        ? `.js ${host}{position:relative;padding-top:calc(var(${v}) + 2*var(--space-3))}`
        : `.js ${host}{position:relative;margin-bottom:calc(var(${v}) + var(--space-3))}`;
  }
  if (!rules) return '';
  return `:root{${vars}}@media (min-width:48em){:root{${wide}}}${rules}`;
}
