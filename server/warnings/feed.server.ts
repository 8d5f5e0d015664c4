import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_XML_BYTES } from './cap-parser.ts';
import type { AlertSet } from './alert-set.ts';
import { fetchCapped } from './capped-fetch.server.ts';
import { take, type WarningsLogger } from './sources.server.ts';
import { createUpstreamCache, type UpstreamCache } from '../upstream-cache.ts';

/**
 * The CAP feed (CAP_FEED_URL): an Atom or RSS feed of links to CAP documents, or one CAP document.
 * Two rules keep warnings from vanishing by accident (issue 28, item 3): an answer that is not a
 * valid feed (a maintenance page, an empty or truncated body, HTML) changes nothing and is
 * logged; alerts leave only by their expiry or when a valid feed no longer lists them. And the
 * feed is read within a budget (issue 27, finding 5): bytes per answer, documents per poll, the
 * feed's own host (and CAP_LINK_HOSTS) only, time per poll.
 */

export interface FeedLimits {
  /** Bytes of the feed itself. */
  maxFeedBytes: number;
  /** Bytes of one CAP document (the parser refuses larger ones anyway). */
  maxDocumentBytes: number;
  /** Linked documents read per poll; the rest keep what they had. */
  maxLinks: number;
  /** Time for one whole poll, feed and documents. */
  budgetMs: number;
  /** Time for one request. */
  timeoutMs: number;
  /** Documents read at once. */
  concurrency: number;
  /** Hosts besides the feed's own that its documents may live on (CAP_LINK_HOSTS). */
  extraHosts: readonly string[];
}

export const DEFAULT_FEED_LIMITS: FeedLimits = {
  maxFeedBytes: 4 * 1024 * 1024,
  maxDocumentBytes: MAX_XML_BYTES,
  maxLinks: 100,
  budgetMs: 30_000,
  timeoutMs: 10_000,
  concurrency: 4,
  extraHosts: [],
};

const FEED_PREFIX = 'feed:';
const ACCEPT =
  'application/cap+xml, application/atom+xml, application/rss+xml, application/xml, text/xml';

const feedParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  removeNSPrefix: true,
  isArray: (name) => ['entry', 'item', 'link'].includes(name),
});

type Node = Record<string, unknown>;
const asNodes = (v: unknown): Node[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter(
    (x): x is Node => typeof x === 'object' && x !== null,
  );

export type FeedDocument =
  | { ok: true; kind: 'cap' }
  | { ok: true; kind: 'links'; links: string[] }
  | { ok: false; reason: string };

function atomLinks(feed: Node): string[] {
  const links: string[] = [];
  for (const entry of asNodes(feed['entry'])) {
    const all = asNodes(entry['link']);
    const cap =
      all.find((l) => String(l['@_type'] ?? '').includes('cap')) ??
      all.find((l) => (l['@_rel'] ?? 'alternate') === 'alternate') ??
      all[0];
    if (typeof cap?.['@_href'] === 'string') links.push(cap['@_href']);
  }
  return links;
}

function rssLinks(channel: Node): string[] {
  const links: string[] = [];
  for (const item of asNodes(channel['item'])) {
    const link = (Array.isArray(item['link']) ? item['link'][0] : item['link']) as unknown;
    if (typeof link === 'string') links.push(link.trim());
  }
  return links;
}

/**
 * What a feed answer is: one CAP alert, a valid Atom or RSS feed with its CAP links (resolved
 * against the feed's URL, http(s) only), or not a feed, with the reason in plain words.
 */
export function readFeed(text: string, contentType: string, base: string): FeedDocument {
  if (text.trim() === '') return { ok: false, reason: 'the answer is empty' };
  if (contentType !== '' && !/[/+]xml$/.test(contentType))
    return { ok: false, reason: `the answer is ${contentType}, not XML` };
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    return { ok: false, reason: 'the answer has a DTD (<!DOCTYPE>), which feeds never use' };
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    return { ok: false, reason: `malformed XML at line ${valid.err.line}: ${valid.err.msg}` };
  let doc: Node;
  try {
    doc = feedParser.parse(text) as Node;
  } catch (error) {
    return { ok: false, reason: `unreadable XML: ${(error as Error).message.split('\n', 1)[0]}` };
  }
  if ('alert' in doc) return { ok: true, kind: 'cap' };
  const feed = doc['feed'];
  const channel = (doc['rss'] as Node | undefined)?.['channel'];
  let links: string[];
  if (typeof feed === 'object' && feed !== null) links = atomLinks(feed as Node);
  else if (typeof channel === 'object' && channel !== null) links = rssLinks(channel as Node);
  else {
    const root = Object.keys(doc).find((k) => !k.startsWith('?') && !k.startsWith('#'));
    return {
      ok: false,
      reason: `the root element is <${root ?? 'none'}>, not an Atom <feed>, RSS <rss><channel> or CAP <alert>`,
    };
  }
  const resolved: string[] = [];
  for (const link of links) {
    try {
      const url = new URL(link, base);
      if (url.protocol === 'http:' || url.protocol === 'https:') resolved.push(url.href);
    } catch {
      // A link that is not a URL is no document; the rest of the feed stands.
    }
  }
  return { ok: true, kind: 'links', links: [...new Set(resolved)] };
}

/** Runs `tasks` at most `limit` at a time; resolves when all have settled. */
async function eachLimited(tasks: Array<() => Promise<void>>, limit: number): Promise<void> {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

export interface FeedPoller {
  /** One poll; resolves true when the feed answered a valid feed (its documents may still fail). */
  poll(): Promise<boolean>;
}

export interface FeedPollerOptions {
  url: string;
  set: AlertSet;
  logger: WarningsLogger;
  fetch?: typeof fetch;
  limits?: Partial<FeedLimits>;
}

/** The feed's poller: one poll at a time (a poll asked for while one runs shares it). */
export function feedPoller(options: FeedPollerOptions): FeedPoller {
  const { url, set, logger } = options;
  const limits = { ...DEFAULT_FEED_LIMITS, ...options.limits };
  const fetcher = options.fetch ?? fetch;
  const hosts = new Set([new URL(url).host, ...limits.extraHosts.map((h) => h.toLowerCase())]);
  const allowed = (target: URL) =>
    (target.protocol === 'http:' || target.protocol === 'https:') && hosts.has(target.host);
  // Single flight for the poll and each document, and a failing document is not asked again
  // within the short failure time (server/upstream-cache.ts).
  const polls: UpstreamCache<boolean> = createUpstreamCache({ ttlMs: 0, failureTtlMs: 0 });
  const documents: UpstreamCache<string> = createUpstreamCache({ ttlMs: 0 });

  const get = (target: string, maxBytes: number, deadline: AbortSignal) =>
    fetchCapped(target, {
      fetch: fetcher,
      maxBytes,
      allowed,
      accept: ACCEPT,
      signal: AbortSignal.any([deadline, AbortSignal.timeout(limits.timeoutMs)]),
    });

  async function readDocuments(links: string[], deadline: AbortSignal): Promise<void> {
    const listed = links.filter((l) => allowed(new URL(l)));
    const offHost = links.length - listed.length;
    if (offHost > 0)
      logger.warn(
        { url, offHost, example: links.find((l) => !allowed(new URL(l))) },
        `CAP feed links ${offHost} documents off its host; not read (CAP_LINK_HOSTS allows other hosts)`,
      );
    // A valid feed that no longer lists a document is how an alert leaves early.
    const present = new Set(listed.map((l) => FEED_PREFIX + l));
    for (const id of set.sourceIds())
      if (id.startsWith(FEED_PREFIX) && !present.has(id)) set.delete(id);
    const read = listed.slice(0, limits.maxLinks);
    if (listed.length > read.length)
      logger.warn(
        { url, listed: listed.length, read: read.length },
        `CAP feed lists ${listed.length} documents; the first ${read.length} are read per poll`,
      );
    let unread = 0;
    await eachLimited(
      read.map((link) => async () => {
        if (deadline.aborted) {
          unread += 1;
          return;
        }
        try {
          const text = await documents.get(
            link,
            async () => (await get(link, limits.maxDocumentBytes, deadline)).text,
          );
          take(set, FEED_PREFIX + link, { url: link }, text, logger);
        } catch (error) {
          if (deadline.aborted) unread += 1;
          else
            logger.warn(
              { url: link, reason: (error as Error).message, kept: set.has(FEED_PREFIX + link) },
              'CAP document unreadable; its last good alert is kept',
            );
        }
      }),
      limits.concurrency,
    );
    if (unread > 0)
      logger.warn(
        { url, unread, budgetMs: limits.budgetMs },
        `CAP poll ran out of time; ${unread} documents not read, their last good alerts kept`,
      );
  }

  async function pollOnce(): Promise<boolean> {
    const deadline = AbortSignal.timeout(limits.budgetMs);
    let answer;
    try {
      answer = await get(url, limits.maxFeedBytes, deadline);
    } catch (error) {
      logger.warn(
        { url, reason: (error as Error).message },
        'CAP feed unreachable; alerts kept as they were',
      );
      return false;
    }
    const feed = readFeed(answer.text, answer.contentType, url);
    if (!feed.ok) {
      logger.warn(
        { url, reason: feed.reason },
        'CAP feed answer is not a feed; alerts kept as they were',
      );
      return false;
    }
    if (feed.kind === 'cap') return take(set, FEED_PREFIX + url, { url }, answer.text, logger);
    await readDocuments(feed.links, deadline);
    return true;
  }

  return { poll: () => polls.get(url, pollOnce) };
}
