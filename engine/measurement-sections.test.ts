import { GENERAL_SECTION, measurementSection } from './measurement-sections.ts';

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
