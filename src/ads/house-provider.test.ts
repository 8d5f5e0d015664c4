// @vitest-environment jsdom
import { renderCreative } from './house-provider.ts';

describe('house creative', () => {
  const creative = {
    id: 'radar',
    title: 'Rain on the way?',
    text: 'The rain radar shows where it is raining.',
    href: '/maps-radar/rain/radar',
    cta: 'Open the rain radar',
    image: '/api/ads/house/images/radar.svg',
  };

  it('renders as one link with its title, text and call to action, as plain text', () => {
    const box = document.createElement('div');
    renderCreative(box, { ...creative, title: '<b>Rain</b>' });
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/maps-radar/rain/radar');
    expect(link?.textContent).toBe(
      '<b>Rain</b>The rain radar shows where it is raining.Open the rain radar',
    );
    expect(box.querySelector('b')).toBeNull();
  });

  it('hides an image that fails to load', () => {
    const box = document.createElement('div');
    renderCreative(box, creative);
    const img = box.querySelector('img') as HTMLImageElement;
    expect(img.hidden).toBe(false);
    img.dispatchEvent(new Event('error'));
    expect(img.hidden).toBe(true);
  });
});
