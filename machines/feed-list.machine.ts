import { assign, setup } from 'xstate';
import type { FeedItem } from '#schemas/generated/types.ts';

/**
 * A feed list (spec pages doc section 4: items present; still loading, nothing shown; or
 * unavailable; section 7: a failed GET of the items URL shows the feed unavailable message).
 *
 *   loading --feed.loaded--> items (an empty feed is a feed with no items, not a failure)
 *   loading --feed.failed--> unavailable --feed.retry--> loading
 *
 * The engine fetches the items with the page (the module's x-parts, on the server or after
 * in-app navigation), so the answer is an event, not an invoked request: the module feeds the
 * machine what the engine had and draws its state. A retry asks for the page again (a link,
 * which needs no code on a visitor's page: the module stays without client behaviour).
 */

export interface FeedListContext {
  items: FeedItem[];
}

export type FeedListEvent =
  { type: 'feed.loaded'; items: FeedItem[] } | { type: 'feed.failed' } | { type: 'feed.retry' };

export const feedListMachine = setup({
  types: { context: {} as FeedListContext, events: {} as FeedListEvent },
}).createMachine({
  id: 'feedList',
  context: { items: [] },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'feed.loaded': {
          target: 'items',
          actions: assign({ items: ({ event }) => event.items }),
        },
        'feed.failed': { target: 'unavailable', actions: assign({ items: [] }) },
      },
    },
    items: {},
    unavailable: { on: { 'feed.retry': 'loading' } },
  },
});
