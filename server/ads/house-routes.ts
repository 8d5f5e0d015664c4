import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { HouseCreative } from '#src/entry-server.tsx';

/**
 * The house ad provider's server side: the site's own creatives (content/ads/house.json, images
 * in content/ads/images), so ads work with no ad account, offline and in tests. A creative lists
 * the slot layouts it suits; without a list it suits every layout but the map takeover (which
 * covers the map, so only creatives made for it go there).
 */
/** A creative as authored: what the browser renders, plus the layouts it suits. */
type Creative = HouseCreative & { layouts?: string[] };

const isCreative = (c: unknown): c is Creative => {
  const x = c as Partial<Creative> | null;
  return (
    typeof x === 'object' &&
    x !== null &&
    ['id', 'title', 'text', 'href', 'cta'].every(
      (k) => typeof (x as Record<string, unknown>)[k] === 'string',
    ) &&
    /^\/(?!\/)/.test(x.href ?? '') &&
    (x.image === undefined || /^\/(?!\/)/.test(x.image)) &&
    (x.layouts === undefined ||
      (Array.isArray(x.layouts) && x.layouts.every((l) => typeof l === 'string')))
  );
};

/** The same slot on the same page shows the same creative. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The site section of a path: its first segment ('/mountains-and-parks/x' -> 'mountains-and-parks'). */
const section = (path: string): string => path.split('/')[1] ?? '';

/**
 * A stable pick for a slot of a page. A creative never points at the section being read (issue
 * 22: no 'Up in the hills -> Mountains and parks' on a mountain page), and the page's slots,
 * numbered by `n`, get different creatives while there are enough.
 */
export function pickCreative(
  creatives: Creative[],
  q: { slot: string; layout: string; path: string; n?: number },
): HouseCreative | null {
  const suits = creatives.filter(
    (c) =>
      (c.layouts ? c.layouts.includes(q.layout) : q.layout !== 'map-takeover') &&
      section(c.href) !== section(q.path),
  );
  const pick = q.n === undefined ? hash(`${q.slot}|${q.path}`) : hash(q.path) + q.n;
  const chosen = suits[pick % Math.max(suits.length, 1)];
  if (!chosen) return null;
  const { layouts: _layouts, ...creative } = chosen;
  return creative;
}

const IMAGE = /^[a-z0-9-]+\.svg$/;

export async function houseAdRoutes(
  app: FastifyInstance,
  opts: { contentDir: string; apiPrefix: string },
): Promise<void> {
  const dir = join(opts.contentDir, 'ads');
  // Read on the first request, not at start-up: the site starts as fast without ads.
  let creatives: Promise<Creative[]> | undefined;
  const load = async (): Promise<Creative[]> => {
    try {
      const raw = JSON.parse(await readFile(join(dir, 'house.json'), 'utf8')) as unknown;
      const valid = Array.isArray(raw) ? raw.filter(isCreative) : [];
      if (!Array.isArray(raw) || valid.length !== raw.length)
        app.log.warn({ dir }, 'some house ad creatives are malformed and were skipped');
      return valid;
    } catch (error) {
      app.log.warn({ dir, err: error }, 'no house ad creatives loaded: house ad slots stay empty');
      return [];
    }
  };

  app.get(`${opts.apiPrefix}/ads/house`, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const text = (k: string) => (typeof q[k] === 'string' ? (q[k] as string).slice(0, 300) : '');
    const n = Number(text('n'));
    const creative = pickCreative(await (creatives ??= load()), {
      slot: text('slot'),
      layout: text('layout'),
      path: text('path'),
      ...(Number.isInteger(n) && n >= 0 && n < 100 && text('n') ? { n } : {}),
    });
    return reply.header('cache-control', 'public, max-age=300').send({ creative });
  });

  app.get(`${opts.apiPrefix}/ads/house/images/:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!IMAGE.test(name)) return reply.code(404).send({ error: 'Not Found' });
    try {
      const svg = await readFile(join(dir, 'images', name));
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    } catch {
      return reply.code(404).send({ error: 'Not Found' });
    }
  });
}
