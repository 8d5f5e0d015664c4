// @vitest-environment jsdom
import { demoNoticeHtml, demoSources } from './demo-notice.ts';
import { renderDocument } from './document.ts';

describe('the site-wide demo notice (issue 14)', () => {
  const real = {
    WEATHER_PROVIDER: 'open-meteo',
    CAP_DEMO: false,
    NEWS_FILE: '/srv/news.json',
  } as const;

  it('names every sample source in use, and none when all are real', () => {
    expect(demoSources({ WEATHER_PROVIDER: 'demo', CAP_DEMO: true, NEWS_FILE: undefined })).toEqual(
      ['weather', 'warnings', 'news'],
    );
    expect(demoSources({ ...real, CAP_DEMO: true })).toEqual(['warnings']);
    expect(demoSources(real)).toEqual([]);
    expect(demoNoticeHtml([])).toBe('');
  });

  it('says so in words with a link to how to connect real sources', () => {
    const html = demoNoticeHtml(['weather', 'warnings', 'news']);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const aside = doc.querySelector('aside')!;
    expect(aside.getAttribute('aria-label')).toBe('Demo data');
    expect(aside.textContent).toBe(
      'Demo site: the weather, warnings and news shown are samples, not real forecasts. Connect real sources',
    );
    expect(aside.querySelector('a')!.getAttribute('href')).toBe('/about/data-sources');
    expect(demoNoticeHtml(['news'])).toContain('the news shown are samples');
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
    expect(page).toContain('<body><aside class="wx-notice wx-notice--info"');
    expect(page.indexOf('</aside>')).toBeLessThan(page.indexOf('<div id="root">'));
  });
});
