import { METADATA_DEFAULTS, pageMetadata } from './metadata.ts';
import type { MetaTag } from './metadata.ts';
import { testPage } from '#tests/support/engine-fixtures.ts';

const defaults = { ...METADATA_DEFAULTS, origin: 'https://weather.example.nz/' };
const tag = (meta: MetaTag[], key: string) =>
  meta.find((t) => ('name' in t ? t.name : t.property) === key)?.content;

describe('pageMetadata', () => {
  it('uses product defaults when the description has no metadata', () => {
    const head = pageMetadata(testPage(), defaults);
    expect(head.title).toBe('Auckland | NZ Weather');
    expect(head.description).toBe('Forecasts, warnings, maps and radar for New Zealand.');
    expect(head.themeColour).toBe('#0b4f7c');
    expect(head.canonical).toBe('https://weather.example.nz/towns-cities/locations/auckland');
    expect(head.robots).toBeNull();
    expect(tag(head.meta, 'og:url')).toBe(head.canonical);
    expect(tag(head.meta, 'twitter:card')).toBe('summary');
    expect(tag(head.meta, 'og:image')).toBeUndefined();
    expect(tag(head.meta, 'robots')).toBeUndefined();
  });

  it('uses the metadata of the description where given', () => {
    const head = pageMetadata(
      testPage(
        {},
        {
          metadata: {
            title: 'Auckland weather forecast',
            description: 'Seven days for Auckland.',
            themeColour: '#123456',
            canonical: '/towns-cities/locations/auckland-central',
            image: '/img/auckland.png',
            noIndex: true,
          },
        },
      ),
      defaults,
    );
    expect(head.title).toBe('Auckland weather forecast | NZ Weather');
    expect(head.description).toBe('Seven days for Auckland.');
    expect(head.themeColour).toBe('#123456');
    expect(head.canonical).toBe(
      'https://weather.example.nz/towns-cities/locations/auckland-central',
    );
    expect(head.robots).toBe('noindex');
    expect(tag(head.meta, 'robots')).toBe('noindex');
    expect(tag(head.meta, 'theme-color')).toBe('#123456');
    expect(tag(head.meta, 'og:title')).toBe('Auckland weather forecast');
    expect(tag(head.meta, 'og:image')).toBe('https://weather.example.nz/img/auckland.png');
    expect(tag(head.meta, 'twitter:card')).toBe('summary_large_image');
    expect(tag(head.meta, 'twitter:description')).toBe('Seven days for Auckland.');
  });

  it('keeps an absolute canonical and ignores an in-page anchor as canonical', () => {
    expect(
      pageMetadata(testPage({}, { metadata: { canonical: 'https://other.example/x' } }), defaults)
        .canonical,
    ).toBe('https://other.example/x');
    expect(
      pageMetadata(testPage({}, { metadata: { canonical: '#top' } }), defaults).canonical,
    ).toBe('https://weather.example.nz/towns-cities/locations/auckland');
  });

  it('does not repeat the site name', () => {
    expect(pageMetadata(testPage({}, { title: 'NZ Weather' }), defaults).title).toBe('NZ Weather');
  });
});
