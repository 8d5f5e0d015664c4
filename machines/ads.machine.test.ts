import type { EventObject } from 'xstate';
import { adSlots } from '#engine/ad-space.ts';
import type { PageAdConfig } from '#schemas/generated/types.ts';
import {
  ADS_FAILED,
  TAKEOVER_HIDE_IGNORED,
  TARGETING_FAILED,
  adsMachine,
  type AdsPage,
} from './ads.machine.ts';
import { describeModel } from './testing/describe-model.ts';

const adConfig: PageAdConfig = {
  targeting: { staticData: [{ key: 'section', value: 'maps' }] },
  definitions: [
    { id: 'top', def: '/wx/banner', layout: 'banner', height: 90, mobileHeight: 50 },
    { id: 'inst', def: '/wx/interstitial', layout: 'interstitial' },
    { id: 'map-takeover', def: '/wx/map', layout: 'map-takeover' },
    { id: 'under-map', def: '/wx/map-static', isStaticMapSlot: true, height: 100 },
  ],
};
const page: { type: 'ads.page' } & AdsPage = {
  type: 'ads.page',
  adConfig,
  slots: adSlots(adConfig),
  search: '',
  staticTargeting: [{ key: 'section', value: 'maps' }],
};

const calls: string[] = [];
const logs: Array<[string, string]> = [];
const machine = adsMachine.provide({
  actions: {
    log: (_, p) => void logs.push([p.level, p.message]),
    clearSlots: () => void calls.push('clearSlots'),
    hideSlot: (_, id) => void calls.push(`hide ${id}`),
    clearTakeover: () => void calls.push('clearTakeover'),
    setStaticMapSlotHidden: (_, hidden) => void calls.push(`static map hidden ${hidden}`),
  },
});

describeModel(
  'ads',
  {
    machine,
    events: [
      page,
      { type: 'ads.slot.empty', id: 'inst' },
      { type: 'ads.slot.empty', id: 'top' },
      { type: 'ads.slot.error', id: 'top', message: 'creative failed' },
      { type: 'ads.takeover.shown' },
      { type: 'ads.takeover.failed' },
      { type: 'ads.takeover.hide' },
      { type: 'ads.takeover.clear' },
    ],
    outputs: {
      targeting: [
        [
          { key: 'section', value: 'maps' },
          { key: 'region', value: 'otago' },
        ],
      ],
      request: [undefined],
    },
    errors: { targeting: [new Error('HTTP 500')], request: [new Error('blocked')] },
    stateKey: ({ context }) => context.hidden.join(','),
  },
  {
    states: {
      idle: (_s, at) => {
        if (!at.step) {
          calls.length = 0;
          logs.length = 0;
        }
        expect(calls).toEqual([]);
      },
      targeting: (s, at) => {
        // A new page: every slot shown again, the old ads cleared.
        if (at.event?.type === 'ads.page') {
          expect(s.context.hidden).toEqual([]);
          expect(calls.at(-1)).toBe('clearSlots');
        }
      },
      requesting: (s, at) => {
        const type = at.step?.event.type;
        if (type === 'xstate.error.actor.targeting') {
          // Targeting failure: logged, and the ads are still requested with the static data.
          expect(logs.at(-1)).toEqual(['warn', TARGETING_FAILED]);
          expect(s.context.targeting).toEqual([{ key: 'section', value: 'maps' }]);
        }
        if (type === 'xstate.done.actor.targeting') expect(s.context.targeting).toHaveLength(2);
      },
      showing: (s, at) => {
        const e = at.event as (EventObject & { id?: string }) | undefined;
        if (e?.type === 'ads.slot.empty' && e.id === 'inst')
          expect(s.context.hidden).toContain('inst');
        // A banner with no ad keeps its space (hiding it would shift the page).
        if (e?.type === 'ads.slot.empty' && e.id === 'top')
          expect(s.context.hidden.includes('top')).toBe(
            !!at.previous?.context.hidden.includes('top'),
          );
        if (e?.type === 'ads.slot.error') {
          expect(s.context.hidden).toContain('top');
          expect(calls).toContain('hide top');
        }
      },
      'showing.plain': (s) => expect(s.matches({ showing: 'plain' })).toBe(true),
      'showing.takeover': (_s, at) => {
        expect(calls).toContain('static map hidden true');
        if (at.event?.type === 'ads.takeover.hide')
          expect(logs.at(-1)).toEqual(['debug', TAKEOVER_HIDE_IGNORED]);
      },
      'showing.cleared': () => {
        expect(calls.slice(-2)).toEqual(['clearTakeover', 'static map hidden false']);
      },
      failed: (_s, at) => {
        if (at.step?.event.type === 'xstate.error.actor.request')
          expect(logs.at(-1)?.[1]).toBe(`${ADS_FAILED}: blocked`);
        else expect(logs.some(([, m]) => m.startsWith(ADS_FAILED))).toBe(true);
      },
    },
  },
);
