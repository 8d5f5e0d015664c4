import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { adSlots } from '#engine/ad-space.ts';
import type { PageAdConfig } from '#schemas/generated/types.ts';
import {
  ADS_FAILED,
  TAKEOVER_HIDE_IGNORED,
  TARGETING_FAILED,
  adsMachine,
  type AdsContext,
} from './ads.machine.ts';
import { describeModel } from './testing/describe-model.ts';
import type { ModelStep } from './testing/model-paths.ts';

const adConfig: PageAdConfig = {
  targeting: { staticData: [{ key: 'section', value: 'maps' }] },
  definitions: [
    { id: 'top', def: '/wx/banner', layout: 'banner', height: 90, mobileHeight: 50 },
    { id: 'inst', def: '/wx/interstitial', layout: 'interstitial' },
    { id: 'map-takeover', def: '/wx/map', layout: 'map-takeover' },
    { id: 'under-map', def: '/wx/map-static', isStaticMapSlot: true, height: 100 },
  ],
};
const page = {
  type: 'ads.page',
  adConfig,
  slots: adSlots(adConfig),
  search: '',
  staticTargeting: [{ key: 'section', value: 'maps' }],
} as EventObject;

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
      { type: 'ads.slot.empty', id: 'inst' } as EventObject,
      { type: 'ads.slot.empty', id: 'top' } as EventObject,
      { type: 'ads.slot.error', id: 'top', message: 'creative failed' } as EventObject,
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
    errors: { targeting: new Error('HTTP 500'), request: new Error('blocked') },
    contextKey: (c: AdsContext) => c.hidden.join(','),
  } as never,
  {
    check: (s: AnyMachineSnapshot, step: ModelStep | undefined) => {
      const c = s.context as AdsContext;
      if (!step) {
        calls.length = 0;
        logs.length = 0;
        return;
      }
      const e = step.event as EventObject & { id?: string };
      const last = calls[calls.length - 1];
      if (e.type === 'ads.page') {
        expect(s.matches('targeting')).toBe(true);
        expect(c.hidden).toEqual([]);
        expect(last).toBe('clearSlots');
      }
      if (e.type === 'xstate.error.actor.targeting') {
        // Targeting failure: logged, and the ads are still requested.
        expect(s.matches('requesting')).toBe(true);
        expect(logs.at(-1)).toEqual(['warn', TARGETING_FAILED]);
        expect(c.targeting).toEqual([{ key: 'section', value: 'maps' }]);
      }
      if (e.type === 'xstate.done.actor.targeting') expect(c.targeting).toHaveLength(2);
      if (e.type === 'xstate.error.actor.request') {
        expect(s.matches('failed')).toBe(true);
        expect(logs.at(-1)?.[1]).toBe(`${ADS_FAILED}: blocked`);
      }
      if (e.type === 'ads.slot.empty' && e.id === 'inst') expect(c.hidden).toContain('inst');
      // A banner with no ad keeps its space (hiding it would shift the page).
      if (e.type === 'ads.slot.empty' && e.id === 'top')
        expect(c.hidden.includes('top')).toBe(step.snapshot.context.hidden.includes('top'));
      if (e.type === 'ads.slot.error' && s.matches('showing')) {
        expect(c.hidden).toContain('top');
        expect(calls).toContain('hide top');
      }
      if (s.matches({ showing: 'takeover' })) expect(calls).toContain('static map hidden true');
      if (e.type === 'ads.takeover.hide' && s.matches({ showing: 'takeover' }))
        expect(logs.at(-1)).toEqual(['debug', TAKEOVER_HIDE_IGNORED]);
      if (s.matches({ showing: 'cleared' })) {
        expect(calls.slice(-2)).toEqual(['clearTakeover', 'static map hidden false']);
      }
    },
  },
);
