import type { EventObject } from 'xstate';
import { ADS_FAILED, TAKEOVER_HIDE_IGNORED, TARGETING_FAILED, adsMachine } from './ads.machine.ts';
import { adsModel } from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';

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

describeModel('ads', adsModel, {
  // The catalogue's model with the effects this test records.
  machine,
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
});
