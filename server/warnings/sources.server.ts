import { watch, type FSWatcher } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { acceptCap, type AlertSet } from './alert-set.ts';

/** What the sources log: a file or URL and a plain reason, never a stack. */
export interface WarningsLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const FOLDER_PREFIX = 'file:';
const FEED_PREFIX = 'feed:';

/** Accepts one document into the set, or logs why not and keeps the source's last good alert. */
function take(
  set: AlertSet,
  source: string,
  label: Record<string, string>,
  xml: string,
  logger: WarningsLogger,
): boolean {
  const result = acceptCap(xml);
  if (result.ok) {
    set.set(source, result.accepted);
    return true;
  }
  logger.warn(
    { ...label, reason: result.reason, kept: set.has(source) },
    `CAP alert rejected: ${result.reason}`,
  );
  return false;
}

/**
 * Reads every `.xml` file of the folder. A file that disappeared takes its alert with it; a file
 * that became bad keeps its last good alert.
 */
export async function loadFolder(
  dir: string,
  set: AlertSet,
  logger: WarningsLogger,
): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.toLowerCase().endsWith('.xml')).sort();
  } catch (error) {
    logger.warn(
      { dir, reason: (error as Error).message },
      'CAP folder unreadable; alerts kept as they were',
    );
    return;
  }
  const present = new Set(names.map((n) => FOLDER_PREFIX + n));
  for (const id of set.sourceIds())
    if (id.startsWith(FOLDER_PREFIX) && !present.has(id)) set.delete(id);
  for (const name of names) {
    let xml: string;
    try {
      xml = await readFile(join(dir, name), 'utf8');
    } catch (error) {
      logger.warn({ file: name, reason: (error as Error).message }, 'CAP file unreadable');
      continue;
    }
    take(set, FOLDER_PREFIX + name, { file: name }, xml, logger);
  }
}

/** Re-reads the folder shortly after it changes (editors write a file in several events). */
export function watchFolder(
  dir: string,
  onChange: () => void,
  debounceMs: number,
  logger: WarningsLogger,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(dir, () => {
      clearTimeout(timer);
      timer = setTimeout(onChange, debounceMs);
    });
    watcher.on('error', (error) =>
      logger.warn({ dir, reason: error.message }, 'CAP folder watch stopped'),
    );
  } catch (error) {
    logger.warn(
      { dir, reason: (error as Error).message },
      'CAP folder cannot be watched; changes need a restart',
    );
  }
  return () => {
    clearTimeout(timer);
    watcher?.close();
  };
}

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

/** CAP links of an Atom or RSS feed, resolved against the feed's own URL. */
export function feedLinks(xml: string, base: string): string[] | 'cap' {
  const doc = feedParser.parse(xml) as Node;
  if ('alert' in doc) return 'cap';
  const links: string[] = [];
  for (const entry of asNodes((doc['feed'] as Node | undefined)?.['entry'])) {
    const all = asNodes(entry['link']);
    const cap =
      all.find((l) => String(l['@_type'] ?? '').includes('cap')) ??
      all.find((l) => (l['@_rel'] ?? 'alternate') === 'alternate') ??
      all[0];
    if (typeof cap?.['@_href'] === 'string') links.push(cap['@_href']);
  }
  const channel = (doc['rss'] as Node | undefined)?.['channel'] as Node | undefined;
  for (const item of asNodes(channel?.['item'])) {
    const link = (Array.isArray(item['link']) ? item['link'][0] : item['link']) as unknown;
    if (typeof link === 'string') links.push(link.trim());
  }
  return links.map((l) => new URL(l, base).href).filter((l) => /^https?:/.test(l));
}

async function fetchText(fetcher: typeof fetch, url: string, timeoutMs: number): Promise<string> {
  const response = await fetcher(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/cap+xml, application/atom+xml, application/xml, text/xml' },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/**
 * One poll of the feed: a CAP document is one source; an Atom/RSS feed makes each linked CAP
 * document a source. Unreachable feeds and documents keep what was loaded before. Resolves true
 * when the feed itself was read (its linked documents may still have failed one by one).
 */
export async function pollFeed(
  url: string,
  set: AlertSet,
  logger: WarningsLogger,
  fetcher: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<boolean> {
  let xml: string;
  try {
    xml = await fetchText(fetcher, url, timeoutMs);
  } catch (error) {
    logger.warn(
      { url, reason: (error as Error).message },
      'CAP feed unreachable; alerts kept as they were',
    );
    return false;
  }
  let links: string[] | 'cap';
  try {
    links = feedLinks(xml, url);
  } catch (error) {
    logger.warn(
      { url, reason: (error as Error).message },
      'CAP feed unreadable; alerts kept as they were',
    );
    return false;
  }
  if (links === 'cap') return take(set, FEED_PREFIX + url, { url }, xml, logger);
  const present = new Set(links.map((l) => FEED_PREFIX + l));
  for (const id of set.sourceIds())
    if (id.startsWith(FEED_PREFIX) && !present.has(id)) set.delete(id);
  for (const link of links) {
    try {
      take(
        set,
        FEED_PREFIX + link,
        { url: link },
        await fetchText(fetcher, link, timeoutMs),
        logger,
      );
    } catch (error) {
      logger.warn(
        { url: link, reason: (error as Error).message },
        'CAP document unreachable; its last good alert is kept',
      );
    }
  }
  return true;
}
