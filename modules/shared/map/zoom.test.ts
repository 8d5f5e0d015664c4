import { DEFAULT_ZOOM, markerVisible, parseZoom, zoomFor } from './zoom.ts';

describe('zoom string', () => {
  it('reads three numbers separated by a dash or a bar', () => {
    expect(parseZoom('6-0-7')).toEqual({ small: 6, medium: 0, large: 7 });
    expect(parseZoom('6|0|7')).toEqual({ small: 6, medium: 0, large: 7 });
    expect(parseZoom('6-0|7')).toEqual({ small: 6, medium: 0, large: 7 });
  });
  it('refuses anything else', () => {
    for (const bad of ['6-7', '6,0,7', 'a-b-c', '', 5, undefined])
      expect(parseZoom(bad)).toBeNull();
  });
  it('treats 0 as the default', () => {
    expect(zoomFor(parseZoom('0-8-0'), 'small')).toBe(DEFAULT_ZOOM);
    expect(zoomFor(parseZoom('0-8-0'), 'medium')).toBe(8);
    expect(zoomFor(null, 'large')).toBe(DEFAULT_ZOOM);
  });
  it('shows a marker from its zoom for the map size upward', () => {
    expect(markerVisible('7-0-0', 'small', DEFAULT_ZOOM)).toBe(false);
    expect(markerVisible('7-0-0', 'small', 7)).toBe(true);
    expect(markerVisible('7-0-0', 'large', DEFAULT_ZOOM)).toBe(true);
    expect(markerVisible(undefined, 'small', DEFAULT_ZOOM)).toBe(true);
  });
});
