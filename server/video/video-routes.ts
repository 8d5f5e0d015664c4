import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { VideoPlaylist } from '#schemas/generated/types.ts';
import { validateVideoPlaylist } from '#schemas/generated/validators.js';

/** Shell spec section 7: the video playlist, without the API prefix. */
export const PLAYLIST_PATH = '/dynamic/feeds/brightcove_playlist_info.json';
export const PLAYLIST_UNAVAILABLE = 'The video playlist is unavailable right now.';

export interface VideoRoutesOptions {
  /** content/videos: the local playlist and the files it names. */
  dir: string;
  /** A configured source (Brightcove); unset: the local playlist. */
  remote?: () => Promise<VideoPlaylist>;
  logger?: { warn: (obj: object, msg: string) => void };
}

const FILE_TYPES: Record<string, string> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  png: 'image/png',
};

/**
 * The video player's playlist (GET /dynamic/feeds/brightcove_playlist_info.json?v=1) and the
 * local clips and posters (GET /videos/<name>.<webm|mp4|png>). The playlist is checked against its
 * schema whichever source gave it; a failure answers 502 with a plain message, never a stack.
 */
export async function videoRoutes(app: FastifyInstance, opts: VideoRoutesOptions): Promise<void> {
  const log = opts.logger ?? app.log;
  const local = async (): Promise<VideoPlaylist> =>
    JSON.parse(await readFile(join(opts.dir, 'playlist.json'), 'utf8')) as VideoPlaylist;

  app.get(PLAYLIST_PATH, async (_request, reply) => {
    try {
      const playlist = await (opts.remote ?? local)();
      if (!validateVideoPlaylist(playlist)) throw new Error('the playlist does not fit its schema');
      return reply.header('cache-control', 'public, max-age=300').send(playlist);
    } catch (error) {
      log.warn({ err: error }, 'video playlist failed');
      return reply
        .code(502)
        .header('cache-control', 'no-store')
        .send({ error: { status: 502, message: PLAYLIST_UNAVAILABLE } });
    }
  });

  app.get<{ Params: { file: string } }>('/videos/:file', async (request, reply) => {
    const match = /^([a-z0-9-]{1,60})\.(webm|mp4|png)$/.exec(request.params.file);
    const type = match ? FILE_TYPES[match[2] as string] : undefined;
    if (!match || !type) return reply.code(404).header('cache-control', 'no-store').send();
    try {
      const body = await readFile(join(opts.dir, request.params.file));
      return reply.header('cache-control', 'public, max-age=86400').type(type).send(body);
    } catch {
      return reply.code(404).header('cache-control', 'no-store').send();
    }
  });
}
