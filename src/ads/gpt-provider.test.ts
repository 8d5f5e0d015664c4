// @vitest-environment jsdom
import { adSlots } from '#engine/ad-space.ts';
import { BIDDING_TIMEOUT_MS } from './ad-rules.ts';
import { gptProvider, type AdGlobals } from './gpt-provider.ts';

/**
 * The GPT + Prebid adapter against stand-ins that record the calls the real googletag and pbjs
 * receive and answer the way they do (slotRenderEnded with isEmpty; bidsBackHandler).
 */
function fakes(opts: { bidsAnswer: boolean }) {
  const calls: string[] = [];
  let renderEnded:
    ((e: { slot: { getSlotElementId(): string }; isEmpty: boolean }) => void) | undefined;
  const slot = (id: string) => {
    const s = {
      addService: () => s,
      setTargeting: (k: string, v: unknown) => (calls.push(`slot ${id} ${k}=${String(v)}`), s),
      getSlotElementId: () => id,
    };
    return s;
  };
  const pubads = {
    disableInitialLoad: () => calls.push('disableInitialLoad'),
    enableSingleRequest: () => undefined,
    setTargeting: (k: string, v: unknown) => calls.push(`page ${k}=${String(v)}`),
    addEventListener: (_: string, cb: typeof renderEnded) => (renderEnded = cb),
    refresh: (slots?: Array<{ getSlotElementId(): string }>) =>
      calls.push(`refresh ${slots?.map((s) => s.getSlotElementId()).join(',')}`),
  };
  const win = {
    googletag: {
      cmd: { push: (f: () => void) => f() },
      pubads: () => pubads,
      defineSlot: (def: string, _sizes: unknown, id: string) => (
        calls.push(`define ${def}`),
        slot(id)
      ),
      defineOutOfPageSlot: (def: string, id: string) => (
        calls.push(`out-of-page ${def}`),
        slot(id)
      ),
      enableServices: () => undefined,
      display: (id: string) => calls.push(`display ${id}`),
      destroySlots: () => calls.push('destroy'),
    },
    pbjs: {
      que: { push: (f: () => void) => f() },
      addAdUnits: (units: Array<{ code: string }>) =>
        calls.push(`bid for ${units.map((u) => u.code).join(',')}`),
      removeAdUnit: () => undefined,
      requestBids: (o: { timeout: number; bidsBackHandler: () => void }) => {
        calls.push(`requestBids timeout ${o.timeout}`);
        if (opts.bidsAnswer) o.bidsBackHandler();
      },
      setTargetingForGPTAsync: () => calls.push('setTargetingForGPTAsync'),
    },
  } as unknown as Window & AdGlobals;
  return { calls, win, renderEnded: () => renderEnded };
}

const slots = adSlots({
  definitions: [
    { id: 'top', def: '/wx/top', sizes: [[728, 90]], layout: 'banner' },
    { id: 'inst-1', def: '/wx/inst', layout: 'interstitial' },
    { id: 'map-takeover', def: '/wx/map', layout: 'map-takeover' },
  ],
});
const boxes = slots.map((slot) => ({
  slot,
  box: Object.assign(document.createElement('div'), { id: `wx-ad-${slot.id}` }),
}));
const settings = {
  gptUrl: 'https://securepubads.g.doubleclick.net/tag/js/gpt.js',
  prebidUrl: 'https://cdn.example.nz/prebid.js',
  bidders: [{ bidder: 'appnexus', params: { placementId: 1 } }],
};

describe('GPT + Prebid provider', () => {
  it('loads both scripts, bids only for slots outside inst/map/til/nav, then requests the ads', async () => {
    const { calls, win, renderEnded } = fakes({ bidsAnswer: true });
    const loaded: string[] = [];
    const rendered: string[] = [];
    const provider = gptProvider(settings, win, async (src) => void loaded.push(src));
    await provider.display(boxes, [{ key: 'section', value: 'marine' }], {
      rendered: (id, empty) => rendered.push(`${id} ${empty ? 'empty' : 'filled'}`),
      error: () => undefined,
    });
    expect(loaded).toEqual([settings.gptUrl, settings.prebidUrl]);
    expect(calls).toEqual([
      'disableInitialLoad',
      'page section=marine',
      'define /wx/top',
      'out-of-page /wx/inst',
      'define /wx/map',
      'display wx-ad-top',
      'display wx-ad-inst-1',
      'display wx-ad-map-takeover',
      'bid for wx-ad-top',
      `requestBids timeout ${BIDDING_TIMEOUT_MS}`,
      'setTargetingForGPTAsync',
      'refresh wx-ad-top,wx-ad-inst-1,wx-ad-map-takeover',
    ]);
    renderEnded()?.({ slot: { getSlotElementId: () => 'wx-ad-inst-1' }, isEmpty: true });
    expect(rendered).toEqual(['inst-1 empty']);
    provider.clear();
    expect(calls.at(-1)).toBe('destroy');
  });

  it('requests the ads anyway when the bids never come back, after the bidding timeout', async () => {
    vi.useFakeTimers();
    const { calls, win } = fakes({ bidsAnswer: false });
    await gptProvider(settings, win, async () => undefined).display(boxes, [], {
      rendered: () => undefined,
      error: () => undefined,
    });
    expect(calls.some((c) => c.startsWith('refresh'))).toBe(false);
    await vi.advanceTimersByTimeAsync(BIDDING_TIMEOUT_MS - 1);
    expect(calls.some((c) => c.startsWith('refresh'))).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toBe('refresh wx-ad-top,wx-ad-inst-1,wx-ad-map-takeover');
    vi.useRealTimers();
  });
});
