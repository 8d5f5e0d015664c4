import type { AdSlot } from '#engine/ad-space.ts';
import type { AdTarget } from '#machines/ads.machine.ts';

/** What a provider reports back about each slot (the ads machine turns these into rules). */
export interface AdEvents {
  rendered(id: string, empty: boolean): void;
  error(id: string, message: string): void;
}

/**
 * An ad provider fills the boxes the page made for its slots. 'house' serves the site's own
 * creatives from this server (no account needed, and what the tests use); 'gpt' is Google
 * Publisher Tag with Prebid header bidding, loaded only when configured.
 */
export interface AdProvider {
  /** Fills every slot's box; resolves once the requests are sent. */
  display(
    slots: Array<{ slot: AdSlot; box: HTMLElement }>,
    targeting: AdTarget[],
    events: AdEvents,
  ): Promise<void>;
  /** Removes the previous page's ads. */
  clear(): void;
}
