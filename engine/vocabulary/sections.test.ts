import { isNavLinkActive } from '../sections.ts';
import { SECTIONS } from './sections.ts';

describe('the site sections', () => {
  it('are the spec navigation, in its order', () => {
    expect(SECTIONS.map((s) => s.label)).toEqual([
      'National',
      'Towns & Cities',
      'Rural',
      'Marine',
      'Mountains & Parks',
      'Maps & Radar',
      'Warnings',
      'News',
    ]);
  });

  it('each light up on its own pages only', () => {
    for (const section of SECTIONS) {
      const lit = SECTIONS.filter((s) => isNavLinkActive(section.url, s.url));
      expect(lit).toEqual([section]);
    }
  });
});
