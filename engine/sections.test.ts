import { isNavLinkActive } from './sections.ts';

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
