import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { limitFor } from '../rate-limits.ts';
import { DRAFT_MAX_BYTES } from './drafts.ts';
import type { FrameRequest, PreviewData } from './preview-data.ts';
import { previewMoment } from './preview-render.ts';
import type { PreviewRendering, PreviewRequest } from './preview-render.ts';

export interface PreviewRoutesOptions {
  /** `${API_PREFIX}/preview` */
  api: string;
  render(request: PreviewRequest): Promise<PreviewRendering>;
  data: PreviewData;
  /** The server's clock: a render without 'as of' shows the data of now. */
  now: () => number;
}

/** A frame's page asks a few things as it starts (warnings, data parts) and on each tap. */
const frameLimit = { rateLimit: { max: 600, timeWindow: '1 minute' } } as const;
const FRAME_BODY_LIMIT = 64 * 1024;

function readBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Send a JSON object.');
  return body as Record<string, unknown>;
}

/** The moment a request names: its 'as of' time (default now) and whether it is the storm day. */
function momentOf(body: Record<string, unknown>, now: () => number) {
  const asOf = typeof body.asOf === 'string' ? Date.parse(body.asOf) : now();
  if (!Number.isFinite(asOf)) throw new HttpError(400, "'asOf' must be a date and time.");
  if (body.storm !== undefined && typeof body.storm !== 'boolean')
    throw new HttpError(400, "'storm' must be true or false.");
  return { asOf, storm: body.storm === true };
}

/**
 * The preview's API for the editor (behind the tools' sign-in, editor role):
 *   POST /render <- { description, asOf?, storm?, search? }
 *     -> { status, html, modules, asOf, storm }: the status the live site would answer, the live
 *        document as the frame shows it, the rendered modules (key, name, pointer, problem) and
 *        the moment shown
 *   POST /site   <- { method, url, body?, asOf?, storm? }
 *     -> { status, contentType, body }: a preview frame's request of the site, answered at the
 *        moment of its render (the frame itself has no cookies: the editor asks for it)
 */
export async function previewRoutes(app: FastifyInstance, opts: PreviewRoutesOptions) {
  const { api, now } = opts;
  const bodyLimit = DRAFT_MAX_BYTES + 16 * 1024;
  // Renders follow typing (debounced): a couple a second at most, each as costly as a cold page.
  app.post(`${api}/render`, { ...limitFor(app, 'preview'), bodyLimit }, async (request, reply) => {
    const body = readBody(request);
    const moment = momentOf(body, now);
    const rendering = await opts.render({
      description: body.description,
      ...moment,
      search: typeof body.search === 'string' ? body.search.slice(0, 500) : '',
    });
    // The moment it shows, for the editor to say ('as of' unset: the server's now).
    return reply
      .header('cache-control', 'no-store')
      .send({ ...rendering, asOf: new Date(moment.asOf).toISOString(), storm: moment.storm });
  });

  app.post(
    `${api}/site`,
    { config: frameLimit, bodyLimit: FRAME_BODY_LIMIT },
    async (request, reply) => {
      const body = readBody(request);
      const { method, url } = body;
      if (method !== 'GET' && method !== 'POST')
        throw new HttpError(400, "'method' must be GET or POST.");
      if (
        typeof url !== 'string' ||
        !url.startsWith('/') ||
        url.startsWith('//') ||
        url.length > 2000
      )
        throw new HttpError(400, "'url' must be a path on this site.");
      const frameRequest: FrameRequest = {
        method,
        url,
        ...(typeof body.body === 'string' ? { body: body.body } : {}),
      };
      const answer = await previewMoment.run(momentOf(body, now), () =>
        opts.data.answer(frameRequest),
      );
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
