import { GENERAL_SECTION, isNavLinkActive, measurementSection } from './sections.ts';

describe('measurementSection', () => {
  it.each([
    ['/maps-radar/rain/radar', 'Maps & Radar', 'c01'],
    ['/mountains-and-parks/national-parks', 'Mountains & Parks', 'c02'],
    ['/', 'National', 'c03'],
    ['/national', 'National', 'c03'],
    ['/towns-cities/locations/auckland', 'Towns & Cities', 'c04'],
    ['/marine', 'Marine', 'c05'],
    ['/rural/regions/canterbury?x=1', 'Rural', 'c06'],
    ['/warnings/home#top', 'Warnings', 'c07'],
  ])('%s is %s (%s)', (path, name, subbrand) => {
    expect(measurementSection(path)).toEqual({ name, subbrand });
  });

  it('puts any other path, and look-alike prefixes, in the general section', () => {
    expect(measurementSection('/news/weather-news')).toBe(GENERAL_SECTION);
    expect(measurementSection('/marinex')).toBe(GENERAL_SECTION);
    expect(measurementSection('/nationalpark')).toBe(GENERAL_SECTION);
    expect(GENERAL_SECTION.subbrand).toBe('b01');
  });
});

describe('isNavLinkActive', () => {
  it('is active when the first segment of the current path starts the link path', () => {
    expect(isNavLinkActive('/towns-cities/locations/auckland', '/towns-cities')).toBe(true);
    expect(
      isNavLinkActive(
        '/mountains-and-parks/ski-fields/coronet-peak',
        '/mountains-and-parks/national-parks',
      ),
    ).toBe(true);
    expect(isNavLinkActive('/news/weather-news', '/news/weather-news')).toBe(true);
  });

  it('treats the root as /national', () => {
    expect(isNavLinkActive('/', '/national')).toBe(true);
    expect(isNavLinkActive('/', '/marine')).toBe(false);
  });

  it('is not active for other sections, partial segments or external links', () => {
    expect(isNavLinkActive('/marine', '/rural')).toBe(false);
    expect(isNavLinkActive('/war', '/warnings/home')).toBe(false);
    expect(isNavLinkActive('/warnings/home', 'https://example.org/warnings')).toBe(false);
  });
});
