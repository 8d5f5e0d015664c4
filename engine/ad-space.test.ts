import { DEFAULT_AD_HEIGHT, adHost, adSlots, adSpaceCss } from './ad-space.ts';

describe('ad slots and their reserved space', () => {
  const slots = adSlots({
    definitions: [
      { id: 'top', def: '/wx/top', layout: 'banner', height: 90, mobileHeight: 50 },
      { id: 'mod-1', def: '/wx/m1', layout: 'module' },
      { id: 'mod-2', def: '/wx/m2', layout: 'module', height: 120 },
      { id: 'skin-l', def: '/wx/skin', layout: 'skin-left', height: 600 },
      { id: 'under-map', def: '/wx/map', isStaticMapSlot: true, height: 100 },
    ],
  });

  it('fills in the defaults: height 250, mobile height the height, layout banner', () => {
    expect(slots[1]).toMatchObject({ height: DEFAULT_AD_HEIGHT, mobileHeight: DEFAULT_AD_HEIGHT });
    expect(slots[4]?.layout).toBe('banner');
    expect(slots.map((s) => s.afterModule)).toEqual([undefined, 1, 2, undefined, undefined]);
  });

  it('reserves each in-flow slot in its host, mobile height first, under html.js only', () => {
    const css = adSpaceCss(slots);
    expect(css).toContain(
      ':root{--wx-ad-top:50px;--wx-ad-mod-1:250px;--wx-ad-mod-2:120px;--wx-ad-under-map:100px;}',
    );
    expect(css).toContain('@media (min-width:48em){:root{--wx-ad-top:90px;');
    expect(css).toContain(
      '.js .wx-maplayout__map{position:relative;margin-bottom:calc(var(--wx-ad-under-map) + var(--space-3))}',
    );
    expect(adHost(slots[3]!)).toBeNull(); // skins sit beside the content: no space taken
  });

  it('puts the forecast first: on a phone ads follow the now card, on larger screens the days', () => {
    const css = adSpaceCss(slots);
    const [phone, large] = css.split('@media (min-width:48em){.js').map((part) => part);
    // Phone: the banner after the first module of the main column, the k-th slot one further on.
    expect(phone).toContain('.js :is(.wx-five__main>.wx-module:nth-child(1),');
    expect(phone).toContain(':is(.wx-five__main>.wx-module:nth-child(2),');
    expect(phone).toContain(':is(.wx-five__main>.wx-module:nth-child(3),');
    // Larger screens: the banner after the second (or only) module, the slots after it.
    expect(large).toContain('.wx-five__main>.wx-module:is(:nth-child(2),:only-child)');
    expect(large).toContain('.wx-five__main>.wx-module:nth-child(3)');
    expect(large).toContain('.wx-five__main>.wx-module:nth-child(4)');
    expect(css).not.toContain('padding-top');
  });

  it('keeps a module slot on larger screens when the main column is too short: beside it, left column first', () => {
    const large = adHost(slots[1]!)!.large;
    expect(large).toContain(
      '.wx-five:not(:has(>.wx-five__main>.wx-module:nth-child(3)))>.wx-five__left>.wx-module:nth-child(1)',
    );
    expect(large).toContain(
      ':not(:has(>.wx-five__left>.wx-module:nth-child(1)))>.wx-five__right>.wx-module:nth-child(1)',
    );
  });

  it('reserves nothing without in-flow slots', () => {
    expect(adSpaceCss([])).toBe('');
    expect(
      adSpaceCss(adSlots({ definitions: [{ id: 'i', def: '/x', layout: 'interstitial' }] })),
    ).toBe('');
  });
});
