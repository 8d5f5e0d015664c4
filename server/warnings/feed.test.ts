import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createWarningsService } from './service.server.ts';
import { readFeed } from './feed.server.ts';
import {
  capXml,
  FIXTURE_LOCATIONS,
  recordingLogger,
  SAMPLE_CAP_DIR,
  SAMPLE_NOW,
} from '#tests/support/warnings-fixtures.ts';

/** A document as the stand-in answers it: XML by default, or another type. */
type Doc = string | { type: string; body: string };

/** A local stand-in for the national service: recorded documents by path, switchable off. */
function feedServer(
  docs: Map<string, Doc>,
): Promise<{ server: Server; base: string; down: { value: boolean } }> {
  const down = { value: false };
  const server = createServer((req, res) => {
    const doc = docs.get(req.url ?? '');
    if (down.value || doc === undefined) {
      res.writeHead(down.value ? 503 : 404).end();
      return;
    }
    const { type, body } = typeof doc === 'string' ? { type: 'application/xml', body: doc } : doc;
    res.writeHead(200, type ? { 'content-type': type } : {}).end(body);
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
  const docs = new Map<string, Doc>();
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

  /** A service on the stand-in's `path`, its first poll done and its timer stopped. */
  async function started(path: string, logger = recordingLogger()) {
    const service = createWarningsService({
      feedUrl: `${ctx.base}${path}`,
      locations: FIXTURE_LOCATIONS,
      logger,
      now: () => SAMPLE_NOW,
    });
    await service.start();
    service.close();
    return service;
  }

  it('finds CAP links in Atom and RSS, relative to the feed', () => {
    expect(readFeed(atom(['/cap/1.xml']), 'application/atom+xml', 'http://x.test/feed')).toEqual({
      ok: true,
      kind: 'links',
      links: ['http://x.test/cap/1.xml'],
    });
    expect(
      readFeed(rss(['http://y.test/2.xml']), 'application/rss+xml', 'http://x.test/feed'),
    ).toEqual({
      ok: true,
      kind: 'links',
      links: ['http://y.test/2.xml'],
    });
    expect(readFeed(capXml(), '', 'http://x.test/feed')).toEqual({ ok: true, kind: 'cap' });
  });

  it('says why an answer is not a feed: HTML, empty, truncated, another content type', () => {
    const reason = (text: string, type = 'application/xml') => {
      const read = readFeed(text, type, 'http://x.test/feed');
      return read.ok ? 'ok' : read.reason;
    };
    expect(reason(MAINTENANCE_PAGE, 'text/html')).toBe('the answer is text/html, not XML');
    expect(reason(MAINTENANCE_PAGE)).toMatch(/DTD/);
    expect(reason('<html><body>Back soon</body></html>')).toBe(
      'the root element is <html>, not an Atom <feed>, RSS <rss><channel> or CAP <alert>',
    );
    expect(reason('')).toBe('the answer is empty');
    expect(reason(atom(['/cap/a.xml']).slice(0, 120))).toMatch(/^malformed XML at line/);
    expect(reason(atom(['/cap/a.xml']), 'application/json')).toBe(
      'the answer is application/json, not XML',
    );
  });

  it('loads linked alerts, keeps them while the feed is down, and drops an entry that left the feed', async () => {
    docs.set('/feed', atom(['/cap/a.xml', '/cap/b.xml']));
    docs.set('/cap/a.xml', capXml({ identifier: 'a' }));
    docs.set('/cap/b.xml', capXml({ identifier: 'b' }));
    const logger = recordingLogger();
    const service = await started('/feed', logger);
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
    const one = await started('/one.xml');
    expect(names(one)).toEqual(['one']);

    docs.set('/rss', rss([`${ctx.base}/one.xml`]));
    const viaRss = await started('/rss');
    expect(names(viaRss)).toEqual(['one']);
  });

  it('is unavailable until the feed is first read, then keeps its alerts through an outage', async () => {
    docs.set('/one.xml', capXml({ identifier: 'one' }));
    ctx.down.value = true;
    const service = await started('/one.xml');
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

  // Issue 28, item 3: an answer that is not a feed.
  const wellington = (s: ReturnType<typeof createWarningsService>) =>
    s
      .forLocation('towns-cities', 'wellington')!
      .warnings.map((w) => `${w.warnLevel} ${w.eventType}`);

  it.each([
    ['a maintenance page', { type: 'text/html; charset=utf-8', body: MAINTENANCE_PAGE }],
    ['an HTML page sent as XML', { type: 'application/xml', body: MAINTENANCE_PAGE }],
    ['an empty answer', { type: 'application/atom+xml', body: '' }],
    [
      'a truncated feed',
      { type: 'application/atom+xml', body: atom(['/cap/wind.xml']).slice(0, 150) },
    ],
    ['JSON', { type: 'application/json', body: '{"entries":[]}' }],
  ])(
    "keeps Wellington's orange wind warning when the feed answers %s, and says why",
    async (_, doc) => {
      docs.clear();
      docs.set('/feed', atom(['/cap/wind.xml']));
      docs.set('/cap/wind.xml', WELLINGTON_WIND);
      const logger = recordingLogger();
      const service = await started('/feed', logger);
      expect(wellington(service)).toEqual(['orange wind']);

      docs.set('/feed', doc);
      await service.pollFeed();
      expect(wellington(service)).toEqual(['orange wind']);
      expect(service.available()).toBe(true);
      const line = logger.lines.find((l) => l.msg.startsWith('CAP feed answer is not a feed'));
      expect(line?.level).toBe('warn');
      expect(line?.obj['reason']).toEqual(expect.any(String));

      // A valid feed that no longer lists it is what removes it.
      docs.set('/feed', atom([]));
      await service.pollFeed();
      expect(wellington(service)).toEqual([]);
    },
  );

  it('stays unavailable while the feed has only answered something that is not a feed', async () => {
    docs.clear();
    docs.set('/feed', { type: 'text/html', body: MAINTENANCE_PAGE });
    const service = await started('/feed');
    expect(service.available()).toBe(false);
  });
});

const MAINTENANCE_PAGE =
  '<!DOCTYPE html><html><head><title>Down for maintenance</title></head><body><h1>We will be back soon</h1></body></html>';
const WELLINGTON_WIND = readFileSync(
  join(SAMPLE_CAP_DIR, '02-orange-strong-wind-wellington.xml'),
  'utf8',
);
