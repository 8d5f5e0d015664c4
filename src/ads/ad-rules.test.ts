// @vitest-environment jsdom
import { adSlots } from '#engine/ad-space.ts';
import {
  isFirefox102,
  isHeaderBiddable,
  pageTargeting,
  slotsForBrowser,
  warningOnScreen,
} from './ad-rules.ts';

describe('ad rules', () => {
  it('leaves slots named with inst, map, til or nav out of header bidding', () => {
    for (const id of ['inst-1', 'map-takeover', 'tile-3', 'nav-strip', 'MAP'])
      expect(isHeaderBiddable({ id })).toBe(false);
    for (const id of ['banner-top', 'in-module-1', 'skin-left'])
      expect(isHeaderBiddable({ id })).toBe(true);
  });

  it('shows no interstitial on Firefox 102, and does on other browsers', () => {
    const slots = adSlots({
      definitions: [
        { id: 'inst', def: '/x', layout: 'interstitial' },
        { id: 'top', def: '/x', layout: 'banner' },
      ],
    });
    const ff102 = 'Mozilla/5.0 (X11; Linux x86_64; rv:102.0) Gecko/20100101 Firefox/102.0';
    const ff115 = 'Mozilla/5.0 (X11; Linux x86_64; rv:115.0) Gecko/20100101 Firefox/115.0';
    expect(isFirefox102(ff102)).toBe(true);
    expect(slotsForBrowser(slots, ff102).map((s) => s.id)).toEqual(['top']);
    expect(slotsForBrowser(slots, ff115).map((s) => s.id)).toEqual(['inst', 'top']);
  });

  it('shows no interstitial and no map takeover where the site turns overlays off', () => {
    const slots = adSlots({
      definitions: [
        { id: 'inst', def: '/x', layout: 'interstitial' },
        { id: 'map-takeover', def: '/x', layout: 'map-takeover' },
        { id: 'top', def: '/x', layout: 'banner' },
      ],
    });
    expect(slotsForBrowser(slots, 'Chrome', false).map((s) => s.id)).toEqual(['top']);
    expect(slotsForBrowser(slots, 'Chrome').map((s) => s.id)).toEqual([
      'inst',
      'map-takeover',
      'top',
    ]);
  });

  it('sees a warning an overlay would cover: in force, watch or outlook, not yet known, or in an open panel', () => {
    const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');
    const bar = (colour: string, state = 'loaded') =>
      `<section class="wx-warnings-bar wx-warnings-bar--${colour}" data-load-state="${state}"></section>`;
    expect(warningOnScreen(page('<main></main>'))).toBe(false);
    expect(warningOnScreen(page(bar('none')))).toBe(false);
    for (const colour of ['red', 'orange', 'yellow', 'blue'])
      expect(warningOnScreen(page(bar(colour))), colour).toBe(true);
    expect(warningOnScreen(page(bar('none', 'loading')))).toBe(true);
    expect(warningOnScreen(page(bar('none', 'failed')))).toBe(true);
    // The severe warnings strip of a section page, listing one.
    expect(
      warningOnScreen(page('<section class="wx-warnings-list"><ul><li>Red</li></ul></section>')),
    ).toBe(true);
    expect(
      warningOnScreen(page(`${bar('none')}<div role="dialog" aria-modal="true">Warning</div>`)),
    ).toBe(true);
    // The interstitial's own dialog is not a warning.
    expect(warningOnScreen(page(`${bar('none')}<div class="wx-ad" aria-modal="true"></div>`))).toBe(
      false,
    );
  });

  it('appends the dynamic list and ads_ query parameters to the static data, dropping incomplete entries', () => {
    expect(
      pageTargeting(
        [
          { key: 'section', value: 'marine' },
          { key: 'empty', value: '' },
        ],
        [
          { key: 'region', value: ['canterbury', 'otago'] },
          { key: 'novalue' },
          'junk',
          { value: 'x' },
        ],
        '?ads_test=on&day=2026-11-24&ads_=x',
      ),
    ).toEqual([
      { key: 'section', value: 'marine' },
      { key: 'region', value: ['canterbury', 'otago'] },
      { key: 'test', value: 'on' },
    ]);
    expect(pageTargeting(undefined, { not: 'a list' }, '')).toEqual([]);
  });
});
