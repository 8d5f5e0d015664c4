import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWarningsService } from './service.server.ts';
import { DEFAULT_FEED_LIMITS } from './feed.server.ts';
import { capXml, FIXTURE_LOCATIONS, recordingLogger } from '#tests/support/warnings-fixtures.ts';

/**
 * Issue 27, finding 5: a feed as an attacker would write it. 2,000 links, a 300 MB document, a
 * link and a redirect to an internal address on this machine, a document that never answers.
 * The CAP client reads a bounded number of documents, a bounded number of bytes each, only on
 * the feed's own host, and ends its poll on time.
 */
async function serve(handler: RequestListener): Promise<{ server: Server; base: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
};

const MB = 1024 * 1024;
const atom = (links: string[]) =>
  `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Warnings</title>${links
    .map((l) => `<entry><title>x</title><link type="application/cap+xml" href="${l}"/></entry>`)
    .join('')}</feed>`;

describe('a hostile CAP feed', () => {
  const internalHits: string[] = [];
  let internal: { server: Server; base: string };
  let feed: { server: Server; base: string };
  const documentRequests: string[] = [];
  let hugeBytesSent = 0;

  beforeAll(async () => {
    // Another service on this machine: the feed must never make the server ask it anything.
    internal = await serve((req, res) => {
      internalHits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/xml' }).end(capXml({ identifier: 'x' }));
    });
    const links = [
      '/cap/huge.xml',
      `${internal.base}/internal-admin`,
      '/cap/redirect.xml',
      ...Array.from({ length: 1_997 }, (_, i) => `/cap/${i}.xml`),
    ];
    feed = await serve((req, res) => {
      const url = req.url ?? '';
      if (url === '/feed') {
        res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(atom(links));
        return;
      }
      documentRequests.push(url);
      if (url === '/cap/redirect.xml') {
        res.writeHead(302, { location: `${internal.base}/internal-admin?via=redirect` }).end();
      } else if (url === '/cap/huge.xml') {
        // 300 MB, streamed without a length, as fast as the reader takes it.
        res.writeHead(200, { 'content-type': 'application/cap+xml' });
        const chunk = Buffer.alloc(MB, 0x20);
        const pump = () => {
          while (hugeBytesSent < 300 * MB) {
            hugeBytesSent += MB;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => res.removeAllListeners('drain'));
        pump();
      } else {
        const id = /^\/cap\/(\d+)\.xml$/.exec(url)?.[1] ?? 'none';
        res.writeHead(200, { 'content-type': 'application/cap+xml' });
        res.end(capXml({ identifier: `doc-${id}` }));
      }
    });
  });
  afterAll(async () => {
    await close(feed.server);
    await close(internal.server);
  });

  it('reads at most the document budget, caps bytes, stays on its host, and memory stays bounded', async () => {
    const logger = recordingLogger();
    const service = createWarningsService({
      feedUrl: `${feed.base}/feed`,
      locations: FIXTURE_LOCATIONS,
      logger,
    });
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      await service.start();
      await service.pollFeed();
    } finally {
      clearInterval(sampler);
      service.close();
    }
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(internalHits).toEqual([]);
    // Two polls, each reading at most maxLinks documents (the huge one, the redirect, the rest).
    expect(documentRequests.length).toBeLessThanOrEqual(2 * DEFAULT_FEED_LIMITS.maxLinks);
    expect(hugeBytesSent).toBeLessThan(300 * MB);
    expect((peak - baseline) / MB).toBeLessThan(100);
    expect(service.available()).toBe(true);
    const reasons = logger.lines.map((l) => `${l.msg} ${String(l.obj['reason'] ?? '')}`);
    expect(reasons).toContainEqual(
      expect.stringMatching(/^CAP document unreadable.*larger than 2 MB/),
    );
    expect(reasons).toContainEqual(expect.stringMatching(/off its host/));
    expect(reasons).toContainEqual(expect.stringMatching(/not the feed's host/));
    expect(reasons).toContainEqual(expect.stringMatching(/the first 100 are read per poll/));
  });

  it('ends a poll when its time budget runs out, keeping what it had', async () => {
    const stalled = await serve((req, res) => {
      if (req.url === '/feed')
        res
          .writeHead(200, { 'content-type': 'application/atom+xml' })
          .end(atom(['/cap/ok.xml', '/cap/stalled.xml']));
      else if (req.url === '/cap/ok.xml')
        res
          .writeHead(200, { 'content-type': 'application/cap+xml' })
          .end(capXml({ identifier: 'ok' }));
      // /cap/stalled.xml never answers.
    });
    const logger = recordingLogger();
    const service = createWarningsService({
      feedUrl: `${stalled.base}/feed`,
      locations: FIXTURE_LOCATIONS,
      logger,
      // A request alone would wait for ever; the poll's budget ends it.
      feedLimits: { budgetMs: 300, timeoutMs: 3_600_000, concurrency: 1 },
    });
    try {
      await service.start();
    } finally {
      service.close();
      await close(stalled.server);
    }
    expect(service.available()).toBe(true);
    expect(service.active().map((w) => w.warning.capId)).toEqual(['ok']);
    expect(logger.lines.map((l) => l.msg)).toContainEqual(
      expect.stringMatching(/^CAP poll ran out of time; 1 documents not read/),
    );
  });
});
