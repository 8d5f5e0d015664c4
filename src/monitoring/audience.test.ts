import type { RouteChanges } from '#src/after-load/route-changes.ts';
import { NO_SDK_MESSAGE, audiencePageEvent, trackAudience } from './audience.ts';
import type { AudienceSdk } from './audience.ts';

function fakeRoutes(start: string) {
  let path = start;
  const listeners: Array<(p: string) => void> = [];
  const routes: RouteChanges = {
    current: () => path,
    listen: (l) => {
      listeners.push(l);
      return () => undefined;
    },
  };
  return { routes, go: (p: string) => ((path = p), listeners.forEach((l) => l(p))) };
}

describe('audience measurement', () => {
  it('describes a page view with its section and sub-brand, pageURL only after the first', () => {
    expect(audiencePageEvent('/marine/areas/cook-strait')).toEqual({
      type: 'static',
      assetid: '/marine/areas/cook-strait',
      section: 'Marine',
      subbrand: 'c05',
    });
    expect(audiencePageEvent('/news', 'https://x.nz/news').pageURL).toBe('https://x.nz/news');
  });

  it('sends a start for the first page, then an end and a start per route change', () => {
    const calls: Array<[string, string, string | undefined]> = [];
    const sdk: AudienceSdk = { ggPM: (m, d) => void calls.push([m, d.assetid, d.pageURL]) };
    const { routes, go } = fakeRoutes('/');
    trackAudience(
      () => sdk,
      routes,
      () => `https://site.nz${routes.current()}`,
    );
    go('/rural');
    expect(calls).toEqual([
      ['staticstart', '/', undefined],
      ['staticend', '/', undefined],
      ['staticstart', '/rural', 'https://site.nz/rural'],
    ]);
  });

  it("logs 'Nielsen Err No SDK' when the SDK is missing, and carries on", () => {
    const logged: string[] = [];
    const { routes, go } = fakeRoutes('/national');
    trackAudience(
      () => null,
      routes,
      () => 'https://site.nz/',
      (m) => void logged.push(m),
    );
    go('/warnings');
    expect(logged).toEqual([NO_SDK_MESSAGE, NO_SDK_MESSAGE, NO_SDK_MESSAGE]);
  });
});
