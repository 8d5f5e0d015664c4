import { assign, fromPromise, setup } from 'xstate';
import type { AdSlot } from '#engine/ad-space.ts';
import type { PageAdConfig } from '#schemas/generated/types.ts';

/**
 * Advertising on one page (shell spec sections 3, 4 "Advertising", 5, 8, 9; pages spec section 4
 * "A map takeover ad is cleared if it fails to display"):
 *
 *   idle --ads.page--> targeting (static data + dynamicDataUrl list; its failure is logged and the
 *   page carries on with the static data) --> requesting (the provider fills the slots) --> showing
 *   showing: plain --ads.takeover.shown--> takeover (the static map slot hides)
 *            takeover --ads.takeover.failed | ads.takeover.clear--> cleared (wrapper removed,
 *            classes restored, ad frame shown, tooltips removed; the static map slot shows again)
 *            takeover --ads.takeover.hide--> ignored (already displayed); plain --hide--> cleared
 *   a slot with no ad: hidden when it is an interstitial (or modal); an ad error hides its ad
 *   any state --ads.page--> targeting for the new page (the old slots are cleared first)
 */

export interface AdTarget {
  key: string;
  value: string | string[];
}

export interface AdsContext {
  slots: AdSlot[];
  targeting: AdTarget[];
  /** Slots hidden so far (no ad where that hides the slot, or an ad error). */
  hidden: string[];
}

export interface AdsPage {
  adConfig: PageAdConfig | undefined;
  slots: AdSlot[];
  /** The page address's query string (query-parameter targeting). */
  search: string;
  /** Static data and query-parameter targeting: what is used when the dynamic list fails. */
  staticTargeting: AdTarget[];
}

export type AdsEvent =
  | ({ type: 'ads.page' } & AdsPage)
  | { type: 'ads.slot.empty'; id: string }
  | { type: 'ads.slot.error'; id: string; message?: string }
  | { type: 'ads.takeover.shown' }
  | { type: 'ads.takeover.failed' }
  | { type: 'ads.takeover.hide' }
  | { type: 'ads.takeover.clear' };

export const TARGETING_FAILED = 'Ad targeting data could not be loaded; static targeting only';
export const TAKEOVER_HIDE_IGNORED = 'Map takeover hide ignored: it is already displayed';
export const ADS_FAILED = 'Ads could not be requested; the ad slots stay empty';

/** Spec: modal and interstitial ads hide when there is no ad. */
const HIDES_WHEN_EMPTY = new Set(['interstitial', 'modal']);

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const adsMachine = setup({
  types: { context: {} as AdsContext, events: {} as AdsEvent },
  actors: {
    loadTargeting: fromPromise<AdTarget[], AdsPage>(async () => []),
    requestAds: fromPromise<undefined, { slots: AdSlot[]; targeting: AdTarget[] }>(
      async () => undefined,
    ),
  },
  actions: {
    log: (_, _p: { level: 'debug' | 'warn' | 'error'; message: string }) => undefined,
    /** Removes the previous page's ads (the provider destroys its slots). */
    clearSlots: () => undefined,
    hideSlot: (_, _id: string) => undefined,
    /** Removes the takeover wrapper, restores classes, shows the ad frame, removes tooltips. */
    clearTakeover: () => undefined,
    setStaticMapSlotHidden: (_, _hidden: boolean) => undefined,
  },
  guards: {
    hidesWhenEmpty: ({ context, event }) => {
      const id = (event as { id?: string }).id;
      const slot = context.slots.find((s) => s.id === id);
      return (
        slot !== undefined && HIDES_WHEN_EMPTY.has(slot.layout) && !context.hidden.includes(slot.id)
      );
    },
    isVisibleSlot: ({ context, event }) => {
      const id = (event as { id?: string }).id;
      return context.slots.some((s) => s.id === id) && !context.hidden.includes(id ?? '');
    },
  },
}).createMachine({
  id: 'ads',
  context: { slots: [], targeting: [], hidden: [] },
  initial: 'idle',
  on: {
    'ads.page': {
      target: '.targeting',
      actions: [
        'clearSlots',
        assign({
          slots: ({ event }) => event.slots,
          targeting: ({ event }) => event.staticTargeting,
          hidden: [],
        }),
      ],
    },
  },
  states: {
    idle: {},
    targeting: {
      invoke: {
        id: 'targeting',
        src: 'loadTargeting',
        input: ({ event }) => event as AdsPage,
        onDone: {
          target: 'requesting',
          actions: assign({ targeting: ({ event }) => event.output }),
        },
        onError: {
          target: 'requesting',
          actions: { type: 'log', params: { level: 'warn', message: TARGETING_FAILED } },
        },
      },
    },
    requesting: {
      invoke: {
        id: 'request',
        src: 'requestAds',
        input: ({ context }) => ({ slots: context.slots, targeting: context.targeting }),
        onDone: 'showing',
        onError: {
          target: 'failed',
          actions: {
            type: 'log',
            params: ({ event }) => ({
              level: 'error',
              message: `${ADS_FAILED}: ${errorText(event.error)}`,
            }),
          },
        },
      },
    },
    showing: {
      initial: 'plain',
      on: {
        'ads.slot.empty': {
          guard: 'hidesWhenEmpty',
          actions: [
            assign({ hidden: ({ context, event }) => [...context.hidden, event.id] }),
            { type: 'hideSlot', params: ({ event }) => event.id },
          ],
        },
        'ads.slot.error': {
          guard: 'isVisibleSlot',
          actions: [
            assign({ hidden: ({ context, event }) => [...context.hidden, event.id] }),
            { type: 'hideSlot', params: ({ event }) => event.id },
            {
              type: 'log',
              params: ({ event }) => ({
                level: 'warn',
                message: `Ad ${event.id} failed: ${event.message ?? 'error'}`,
              }),
            },
          ],
        },
      },
      states: {
        plain: {
          on: {
            'ads.takeover.shown': 'takeover',
            // A takeover that fails to display is cleared (pages spec section 4).
            'ads.takeover.failed': 'cleared',
            'ads.takeover.hide': 'cleared',
          },
        },
        takeover: {
          entry: { type: 'setStaticMapSlotHidden', params: true },
          on: {
            // Spec: hiding a takeover is ignored once it is displayed.
            'ads.takeover.hide': {
              actions: { type: 'log', params: { level: 'debug', message: TAKEOVER_HIDE_IGNORED } },
            },
            'ads.takeover.failed': 'cleared',
            'ads.takeover.clear': 'cleared',
          },
        },
        cleared: {
          entry: ['clearTakeover', { type: 'setStaticMapSlotHidden', params: false }],
        },
      },
    },
    failed: {},
  },
});
