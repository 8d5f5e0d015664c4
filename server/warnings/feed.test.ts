import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWarningsService } from './service.server.ts';
import { feedLinks } from './sources.server.ts';
import {
  capXml,
  FIXTURE_LOCATIONS,
  recordingLogger,
  SAMPLE_NOW,
} from '#tests/support/warnings-fixtures.ts';

/** A local stand-in for the national service: recorded documents by path, switchable off. */
function feedServer(
  docs: Map<string, string>,
): Promise<{ server: Server; base: string; down: { value: boolean } }> {
  const down = { value: false };
  const server = createServer((req, res) => {
    const body = docs.get(req.url ?? '');
    if (down.value || body === undefined) {
      res.writeHead(down.value ? 503 : 404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, down }),
    ),
  );
}

const atom = (links: string[]) => `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Warnings</title>
${links.map((l) => `<entry><title>x</title><link rel="related" href="/page"/><link type="application/cap+xml" href="${l}"/></entry>`).join('\n')}
</feed>`;
const rss = (links: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Warnings</title>${links.map((l) => `<item><title>x</title><link>${l}</link></item>`).join('')}</channel></rss>`;

describe('CAP feed', () => {
  const docs = new Map<string, string>();
  let ctx: Awaited<ReturnType<typeof feedServer>>;
  beforeAll(async () => {
    ctx = await feedServer(docs);
  });
  afterAll(() => new Promise<void>((resolve) => ctx.server.close(() => resolve())));
  beforeEach(() => {
    docs.clear();
    ctx.down.value = false;
  });
  const names = (s: ReturnType<typeof createWarningsService>) =>
    s.forLocation('towns-cities', 'hokitika')!.warnings.map((w) => w.capId);

  it('finds CAP links in Atom and RSS, relative to the feed', () => {
    expect(feedLinks(atom(['/cap/1.xml']), 'http://x.test/feed')).toEqual([
      'http://x.test/cap/1.xml',
    ]);
    expect(feedLinks(rss(['http://y.test/2.xml']), 'http://x.test/feed')).toEqual([
      'http://y.test/2.xml',
    ]);
    expect(feedLinks(capXml(), 'http://x.test/feed')).toBe('cap');
  });

  it('loads linked alerts, keeps them while the feed is down, and drops an entry that left the feed', async () => {
    docs.set('/feed', atom(['/cap/a.xml', '/cap/b.xml']));
    docs.set('/cap/a.xml', capXml({ identifier: 'a' }));
    docs.set('/cap/b.xml', capXml({ identifier: 'b' }));
    const logger = recordingLogger();
    const service = createWarningsService({
      feedUrl: `${ctx.base}/feed`,
      locations: FIXTURE_LOCATIONS,
      logger,
      now: () => SAMPLE_NOW,
    });
    await service.start();
    service.close();
    expect(names(service).sort()).toEqual(['a', 'b']);

    ctx.down.value = true;
    await service.pollFeed();
    expect(names(service).sort()).toEqual(['a', 'b']);
    expect(
      logger.lines.some(
        (l) => l.msg.startsWith('CAP feed unreachable') && l.obj['reason'] === 'HTTP 503',
      ),
    ).toBe(true);

    ctx.down.value = false;
    docs.set('/feed', atom(['/cap/a.xml']));
    docs.set(
      '/cap/a.xml',
      '<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"><identifier>a</ident',
    );
    await service.pollFeed();
    expect(names(service)).toEqual(['a']);
    expect(
      logger.lines.some((l) => l.obj['url'] === `${ctx.base}/cap/a.xml` && l.obj['kept'] === true),
    ).toBe(true);
  });

  it('reads a feed URL that answers one CAP document, and an RSS feed', async () => {
    docs.set('/one.xml', capXml({ identifier: 'one' }));
    const one = createWarningsService({
      feedUrl: `${ctx.base}/one.xml`,
      locations: FIXTURE_LOCATIONS,
      logger: recordingLogger(),
      now: () => SAMPLE_NOW,
    });
    await one.start();
    one.close();
    expect(names(one)).toEqual(['one']);

    docs.set('/rss', rss([`${ctx.base}/one.xml`]));
    const viaRss = createWarningsService({
      feedUrl: `${ctx.base}/rss`,
      locations: FIXTURE_LOCATIONS,
      logger: recordingLogger(),
      now: () => SAMPLE_NOW,
    });
    await viaRss.start();
    viaRss.close();
    expect(names(viaRss)).toEqual(['one']);
  });

  it('is unavailable until the feed is first read, then keeps its alerts through an outage', async () => {
    docs.set('/one.xml', capXml({ identifier: 'one' }));
    ctx.down.value = true;
    const service = createWarningsService({
      feedUrl: `${ctx.base}/one.xml`,
      locations: FIXTURE_LOCATIONS,
      logger: recordingLogger(),
      now: () => SAMPLE_NOW,
    });
    await service.start();
    service.close();
    expect(service.available()).toBe(false);
    ctx.down.value = false;
    await service.pollFeed();
    expect(service.available()).toBe(true);
    ctx.down.value = true;
    await service.pollFeed();
    expect(service.available()).toBe(true);
    expect(names(service)).toEqual(['one']);
  });

  it('polls on the configured interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      docs.set('/one.xml', capXml({ identifier: 'one' }));
      const service = createWarningsService({
        feedUrl: `${ctx.base}/one.xml`,
        pollSeconds: 30,
        locations: FIXTURE_LOCATIONS,
        logger: recordingLogger(),
        now: () => SAMPLE_NOW,
      });
      await service.start();
      docs.set('/one.xml', capXml({ identifier: 'one' }).replace('Test Heavy Rain', 'Changed'));
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(() =>
        expect(service.forLocation('towns-cities', 'hokitika')!.warnings[0]!.name).toBe('Changed'),
      );
      service.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
