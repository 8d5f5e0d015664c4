import type { AdSlot } from '#engine/ad-space.ts';
import { BIDDING_TIMEOUT_MS, isHeaderBiddable } from './ad-rules.ts';
import type { AdProvider } from './provider.ts';

/** What the server configures for Google Publisher Tag and Prebid (ADS_PROVIDER=gpt). */
export interface GptSettings {
  gptUrl: string;
  /** The publisher's own Prebid build; without it, GPT alone (no header bidding). */
  prebidUrl?: string;
  /** Bids asked for each biddable slot, as Prebid's adUnits take them. */
  bidders?: Array<{ bidder: string; params: Record<string, unknown> }>;
}

/** The parts of googletag and pbjs this provider uses (their scripts define the globals). */
interface GptSlot {
  addService(s: unknown): GptSlot;
  setTargeting(k: string, v: string | string[]): GptSlot;
  getSlotElementId(): string;
}
interface Googletag {
  cmd: Array<() => void>;
  pubads(): {
    disableInitialLoad(): void;
    enableSingleRequest(): void;
    setTargeting(k: string, v: string | string[]): void;
    addEventListener(
      name: 'slotRenderEnded',
      cb: (e: { slot: GptSlot; isEmpty: boolean }) => void,
    ): void;
    refresh(slots?: GptSlot[]): void;
  };
  defineSlot(def: string, sizes: AdSlot['sizes'], id: string): GptSlot | null;
  defineOutOfPageSlot(def: string, id: string): GptSlot | null;
  enableServices(): void;
  display(id: string): void;
  destroySlots(slots?: GptSlot[]): void;
}
interface Pbjs {
  que: Array<() => void>;
  addAdUnits(units: unknown[]): void;
  removeAdUnit(code?: string): void;
  requestBids(opts: { timeout: number; adUnitCodes: string[]; bidsBackHandler: () => void }): void;
  setTargetingForGPTAsync(codes?: string[]): void;
}
export interface AdGlobals {
  googletag?: Googletag;
  pbjs?: Pbjs;
}

export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(s);
  });
}

/**
 * GPT + Prebid: the scripts load on first use only (and only a site configured for them opens
 * their hosts in the CSP). Slots named inst, map, til or nav skip header bidding; bids wait at
 * most BIDDING_TIMEOUT_MS before the ads are requested anyway.
 */
export function gptProvider(
  settings: GptSettings,
  win: Window & AdGlobals = window,
  load: (src: string) => Promise<void> = loadScript,
): AdProvider {
  let scripts: Promise<unknown> | undefined;
  let defined: GptSlot[] = [];
  let listening = false;
  // The slots of the page shown now, by element id: GPT's render events name the element.
  let byElement = new Map<string, AdSlot>();
  return {
    async display(slots, targeting, events) {
      win.googletag ??= { cmd: [] } as unknown as Googletag;
      if (settings.prebidUrl) win.pbjs ??= { que: [] } as unknown as Pbjs;
      scripts ??= Promise.all([
        load(settings.gptUrl),
        ...(settings.prebidUrl ? [load(settings.prebidUrl)] : []),
      ]);
      await scripts;
      const gt = win.googletag;
      byElement = new Map(slots.map(({ slot, box }) => [box.id, slot]));
      gt.cmd.push(() => {
        const pubads = gt.pubads();
        pubads.disableInitialLoad();
        pubads.enableSingleRequest();
        for (const t of targeting) pubads.setTargeting(t.key, t.value);
        if (!listening)
          pubads.addEventListener('slotRenderEnded', (e) => {
            const slot = byElement.get(e.slot.getSlotElementId());
            if (slot) events.rendered(slot.id, e.isEmpty);
          });
        listening = true;
        defined = [];
        for (const { slot, box } of slots) {
          const gptSlot =
            slot.layout === 'interstitial'
              ? gt.defineOutOfPageSlot(slot.def, box.id)
              : gt.defineSlot(slot.def, slot.sizes, box.id);
          if (!gptSlot) {
            events.error(slot.id, 'the ad slot could not be defined');
            continue;
          }
          gptSlot.addService(pubads);
          for (const t of slot.targeting) gptSlot.setTargeting(t.key, t.value);
          defined.push(gptSlot);
        }
        gt.enableServices();
        for (const s of defined) gt.display(s.getSlotElementId());
        const bidding = slots.filter(({ slot }) => isHeaderBiddable(slot));
        const pbjs = win.pbjs;
        if (!pbjs || !settings.bidders?.length || bidding.length === 0)
          return pubads.refresh(defined);
        let sent = false;
        const send = () => {
          if (sent) return;
          sent = true;
          gt.cmd.push(() => pubads.refresh(defined));
        };
        const codes = bidding.map(({ box }) => box.id);
        pbjs.que.push(() => {
          pbjs.addAdUnits(
            bidding.map(({ slot, box }) => ({
              code: box.id,
              mediaTypes: { banner: { sizes: slot.sizes.filter((s) => s !== 'fluid') } },
              bids: settings.bidders,
            })),
          );
          pbjs.requestBids({
            timeout: BIDDING_TIMEOUT_MS,
            adUnitCodes: codes,
            bidsBackHandler: () => {
              pbjs.setTargetingForGPTAsync(codes);
              send();
            },
          });
        });
        // Prebid itself may never answer (blocked script): the ads go out anyway.
        setTimeout(send, BIDDING_TIMEOUT_MS);
      });
    },
    clear() {
      const gt = win.googletag;
      if (gt && defined.length) gt.cmd.push(() => gt.destroySlots(defined));
      for (const s of defined)
        win.pbjs?.que.push(() => win.pbjs?.removeAdUnit(s.getSlotElementId()));
      defined = [];
    },
  };
}
