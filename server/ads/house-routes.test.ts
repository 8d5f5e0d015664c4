import Fastify from 'fastify';
import { houseAdRoutes, pickCreative } from './house-routes.ts';

const creatives = [
  { id: 'radar', title: 'Radar', text: 't', href: '/maps-radar/rain/radar', cta: 'Go' },
  { id: 'warn', title: 'Warnings', text: 't', href: '/warnings/home', cta: 'Go' },
  {
    id: 'take',
    title: 'Map',
    text: 't',
    href: '/warnings/home',
    cta: 'Go',
    layouts: ['map-takeover'],
  },
];

describe('house ads', () => {
  it('never advertises the page being read, and keeps takeovers to creatives made for them', () => {
    for (const slot of ['a', 'b', 'c', 'd'])
      expect(
        pickCreative(creatives, { slot, layout: 'banner', path: '/maps-radar/rain/radar' })?.id,
      ).toBe('warn');
    expect(pickCreative(creatives, { slot: 'x', layout: 'map-takeover', path: '/' })?.id).toBe(
      'take',
    );
    expect(pickCreative([], { slot: 'x', layout: 'banner', path: '/' })).toBeNull();
  });

  it('never points at the section being read, and gives the slots of a page different creatives', () => {
    const site = [
      ...creatives,
      {
        id: 'hills',
        title: 'Up in the hills',
        text: 't',
        href: '/mountains-and-parks/national-parks',
        cta: 'Go',
      },
      { id: 'sea', title: 'Sea', text: 't', href: '/marine', cta: 'Go' },
    ];
    const park = '/mountains-and-parks/national-parks/aoraki-mount-cook';
    const picks = [0, 1, 2].map(
      (n) => pickCreative(site, { slot: `s${n}`, layout: 'banner', path: park, n })?.id,
    );
    expect(picks).not.toContain('hills');
    expect(new Set(picks).size).toBe(3);
    for (const slot of ['a', 'b', 'c', 'd'])
      expect(pickCreative(site, { slot, layout: 'banner', path: '/warnings/marine' })?.id).not.toBe(
        'warn',
      );
  });

  it('answers a creative for a slot from the site content, and null when none suits', async () => {
    const app = Fastify();
    await app.register(houseAdRoutes, { contentDir: 'content', apiPrefix: '/api' });
    const res = await app.inject('/api/ads/house?slot=top&layout=banner&path=/national');
    expect(res.statusCode).toBe(200);
    const { creative } = res.json() as { creative: { title: string; href: string } };
    expect(creative.title).toMatch(/\w/);
    expect(creative.href).toMatch(/^\//);
    const image = await app.inject('/api/ads/house/images/radar.svg');
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect((await app.inject('/api/ads/house/images/..%2Fhouse.json')).statusCode).toBe(404);
    await app.close();
  });
});
