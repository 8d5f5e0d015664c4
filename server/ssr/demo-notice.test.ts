// @vitest-environment jsdom
import { loadConfig } from '../config.ts';
import { ALWAYS_SAMPLES, demoNoticeHtml, demoSources } from './demo-notice.ts';
import { renderDocument } from './document.ts';

describe('the site-wide demo notice (issue 14)', () => {
  const real = {
    WEATHER_PROVIDER: 'open-meteo',
    CAP_DEMO: false,
    CAP_DIR: undefined,
    CAP_FEED_URL: 'https://alerts.example.nz/cap/rss',
    NEWS_FILE: '/srv/news.json',
    TRAFFIC_FEED_URL: 'https://traffic.example.nz/events.json',
    VIDEO_BRIGHTCOVE: { account: '1', playlist: '2', policyKey: 'k' },
  } as const;

  it('names every sample source in use, and the parts that are always samples (issue 28)', () => {
    expect(demoSources(loadConfig({}, '/srv/site'))).toEqual([
      'weather',
      'warnings',
      'news',
      'traffic incidents',
      'videos',
      ...ALWAYS_SAMPLES,
    ]);
    // With weather, warnings and news real, the radar and traffic samples are still announced.
    expect(
      demoSources({ ...real, TRAFFIC_FEED_URL: undefined, VIDEO_BRIGHTCOVE: undefined }),
    ).toEqual([
      'traffic incidents',
      'videos',
      'rain radar',
      'snow and avalanche reports',
      'webcam pictures',
    ]);
    expect(demoSources({ ...real, CAP_DEMO: true })).toEqual(['warnings', ...ALWAYS_SAMPLES]);
    expect(demoSources(real)).toEqual(ALWAYS_SAMPLES);
    expect(demoNoticeHtml([])).toBe('');
  });

  it('says so in words with a link to how to connect real sources', () => {
    const html = demoNoticeHtml(['weather', 'warnings', 'news']);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const aside = doc.querySelector('aside')!;
    expect(aside.getAttribute('aria-label')).toBe('Demo data');
    expect(aside.textContent).toBe(
      'Demo site: the weather, warnings and news shown are samples, not real data. Connect real sources',
    );
    expect(aside.querySelector('a')!.getAttribute('href')).toBe('/about/data-sources');
    expect(
      new DOMParser().parseFromString(demoNoticeHtml(['news']), 'text/html').body.textContent,
    ).toContain('the news shown are samples');
  });

  it('sits outside the React root, so hydration never touches it', () => {
    const page = renderDocument({
      head: {
        title: 't',
        description: 'd',
        themeColour: '#000',
        canonical: '/',
        robots: null,
        meta: [],
      },
      css: { text: '', files: [] },
      appHtml: '<main></main>',
      state: {},
      notice: demoNoticeHtml(['weather']),
    });
    expect(page).toContain('<body><aside class="wx-notice wx-notice--info wx-notice--demo"');
    expect(page.indexOf('</aside>')).toBeLessThan(page.indexOf('<div id="root">'));
  });
});
