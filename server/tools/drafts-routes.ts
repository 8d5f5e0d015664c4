import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { DRAFT_MAX_BYTES, DraftConflictError, DraftQuotaError, isDraftId } from './drafts.ts';
import type { Draft, DraftStore, DraftSummary } from './drafts.ts';

/** Drafts: 20 saves a minute per address is plenty for people, and stops a flood. */
const saveLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } } as const;
/** The prunes run at start and then this often: expired drafts are gone within the hour. */
const PRUNE_EVERY_MS = 3_600_000;

export interface DraftsRoutesOptions {
  drafts: DraftStore;
  /** `${API_PREFIX}/preview` */
  api: string;
  /** The signed-in editor's name (tools-auth.ts), whose drafts these are. */
  owner: (request: FastifyRequest) => string;
}

/** What the API says of a draft: its fields, and the tools' address that opens it. */
const shown = <T extends DraftSummary | Draft>(draft: T) => ({
  ...draft,
  url: `/preview/drafts/${draft.id}`,
});

/**
 * The editors' drafts API (docs/deploy.md, "Drafts"), under `${API_PREFIX}/preview/drafts`, for a
 * signed-in editor:
 *   POST   /drafts      <- { text, path }  -> 201 the draft without its text (version 1)
 *   PUT    /drafts/:id  <- { text, path, baseVersion } -> 200 the draft, saved as its next version
 *   GET    /drafts                          -> { drafts: [...], storage, expireDays }, own, last saved first
 *   GET    /drafts/:id                      -> the draft with its text (any editor: drafts are shared by link)
 *   GET    /drafts/:id/versions             -> { versions: [...] }, newest first, without texts
 *   GET    /drafts/:id/versions/:version    -> that version with its text
 *   DELETE /drafts/:id                      -> 204 (only its owner)
 * Errors: { error: { status, message } }; 400 malformed, 403 someone else's, 404 unknown or
 * expired, 409 the drafts' total quota is full, or (with `conflict: { baseVersion, current }`)
 * the draft was saved since `baseVersion`, 413 over 256 KB, 429 over 20 saves a minute.
 */
export async function draftsRoutes(app: FastifyInstance, opts: DraftsRoutesOptions): Promise<void> {
  const { drafts, api, owner } = opts;
  const notFound = () =>
    new HttpError(
      404,
      'No draft with this id. The link may be mistyped, or the draft has expired.',
    );

  const prune = () =>
    drafts.prune().then(
      (pruned) => pruned > 0 && app.log.info({ pruned }, 'expired drafts deleted'),
      (error: unknown) => app.log.warn({ err: error }, 'deleting expired drafts failed'),
    );
  let pruning = prune();
  const hourly = setInterval(() => (pruning = prune()), PRUNE_EVERY_MS);
  hourly.unref();
  app.addHook('onClose', async () => {
    clearInterval(hourly);
    await pruning;
  });

  const bodyLimit = DRAFT_MAX_BYTES + 16 * 1024;
  /** The text and path of a save, or a 400 or 413 saying what is wrong. */
  const saveBody = (request: FastifyRequest) => {
    const body = request.body as { text?: unknown; path?: unknown } | null;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new HttpError(400, 'Send a JSON object.');
    if (typeof body.text !== 'string' || body.text.trim() === '')
      throw new HttpError(400, "Send the draft's text as 'text'.");
    if (Buffer.byteLength(body.text, 'utf8') > DRAFT_MAX_BYTES)
      throw new HttpError(413, `A draft can be at most ${DRAFT_MAX_BYTES / 1024} KB of JSON.`);
    const path = typeof body.path === 'string' ? body.path.slice(0, 500) : '';
    return { text: body.text, path, body: body as Record<string, unknown> };
  };
  const quotaRefusal = (request: FastifyRequest, error: unknown): never => {
    if (!(error instanceof DraftQuotaError)) throw error;
    request.log.warn(
      { usedBytes: error.usedBytes, quotaBytes: error.quotaBytes },
      'draft refused: quota full',
    );
    throw new HttpError(409, error.message);
  };

  app.post(`${api}/drafts`, { config: saveLimit, bodyLimit }, async (request, reply) => {
    const { text, path } = saveBody(request);
    try {
      const { text: _text, ...draft } = await drafts.save(owner(request), text, path);
      return reply.code(201).header('cache-control', 'no-store').send(shown(draft));
    } catch (error) {
      return quotaRefusal(request, error);
    }
  });

  app.put<{ Params: { id: string } }>(
    `${api}/drafts/:id`,
    { config: saveLimit, bodyLimit },
    async (request, reply) => {
      const { text, path, body } = saveBody(request);
      const base = body.baseVersion;
      if (typeof base !== 'number' || !Number.isInteger(base) || base < 1)
        throw new HttpError(400, "Send the version you started from as 'baseVersion'.");
      try {
        const saved = await drafts.update(request.params.id, owner(request), text, path, base);
        if (!saved) throw notFound();
        const { text: _text, ...draft } = saved;
        return reply.header('cache-control', 'no-store').send(shown(draft));
      } catch (error) {
        if (!(error instanceof DraftConflictError)) return quotaRefusal(request, error);
        return reply
          .code(409)
          .header('cache-control', 'no-store')
          .send({
            error: { status: 409, message: error.message },
            conflict: { baseVersion: error.baseVersion, current: error.current },
          });
      }
    },
  );

  app.get(`${api}/drafts`, async (request, reply) => {
    const [mine, usedBytes] = await Promise.all([drafts.list(owner(request)), drafts.usedBytes()]);
    return reply.header('cache-control', 'no-store').send({
      drafts: mine.map(shown),
      storage: { usedBytes, quotaBytes: drafts.quotaBytes },
      expireDays: drafts.expireDays,
    });
  });

  app.get<{ Params: { id: string } }>(`${api}/drafts/:id`, async (request, reply) => {
    const draft = isDraftId(request.params.id) ? await drafts.get(request.params.id) : undefined;
    if (!draft) throw notFound();
    return reply.header('cache-control', 'no-store').send(shown(draft));
  });

  app.get<{ Params: { id: string } }>(`${api}/drafts/:id/versions`, async (request, reply) => {
    const versions = await drafts.versions(request.params.id);
    if (!versions) throw notFound();
    return reply.header('cache-control', 'no-store').send({ versions });
  });

  app.get<{ Params: { id: string; version: string } }>(
    `${api}/drafts/:id/versions/:version`,
    async (request, reply) => {
      const number = /^[1-9]\d{0,8}$/.test(request.params.version)
        ? Number(request.params.version)
        : NaN;
      const version = Number.isInteger(number)
        ? await drafts.version(request.params.id, number)
        : undefined;
      if (!version)
        throw new HttpError(404, 'No such version of this draft (or the draft has expired).');
      return reply.header('cache-control', 'no-store').send(version);
    },
  );

  // No body: the smallest limit, so a hostile one costs nothing to refuse.
  app.delete<{ Params: { id: string } }>(
    `${api}/drafts/:id`,
    { bodyLimit: 1024 },
    async (request, reply) => {
      const result = await drafts.remove(request.params.id, owner(request));
      if (result === 'missing') throw notFound();
      if (result === 'not-yours')
        throw new HttpError(403, 'Only the editor who saved this draft can delete it.');
      request.log.info({ draft: request.params.id }, 'draft deleted');
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
