import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { validateVideoPlaylist } from '#schemas/generated/validators.js';
import { loadConfig } from '../config.ts';
import { UPSTREAM_FAILURE_TTL_MS } from '../upstream-cache.ts';
import { brightcovePlaylist, mapBrightcovePlaylist } from './brightcove.ts';
import { PLAYLIST_PATH, PLAYLIST_UNAVAILABLE, videoRoutes } from './video-routes.ts';

const ROOT = join(import.meta.dirname, '../..');
const DIR = join(ROOT, 'content/videos');
const RECORDED = JSON.parse(
  readFileSync(join(ROOT, 'tests/fixtures/video/brightcove-playlist.json'), 'utf8'),
) as unknown;

async function server(opts: Partial<Parameters<typeof videoRoutes>[1]> = {}) {
  const app = Fastify({ logger: false });
  await app.register(videoRoutes, { dir: DIR, logger: { warn: () => undefined }, ...opts });
  return app;
}

describe('video playlist', () => {
  it('answers the local playlist at the spec path, and serves its clips and posters', async () => {
    const app = await server();
    const res = await app.inject(`${PLAYLIST_PATH}?v=1`);
    expect(res.statusCode).toBe(200);
    const playlist = res.json();
    expect(validateVideoPlaylist(playlist)).toBe(true);
    expect(playlist.source).toBe('local');
    expect(playlist.videos.length).toBeGreaterThanOrEqual(2);
    for (const video of playlist.videos) {
      const clip = await app.inject(video.sources[0].src);
      expect([clip.statusCode, clip.headers['content-type']]).toEqual([200, 'video/webm']);
      // A WebM file starts with the EBML magic number.
      expect(clip.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect((await app.inject(video.poster)).headers['content-type']).toBe('image/png');
    }
    expect((await app.inject('/videos/..%2Fplaylist.json')).statusCode).toBe(404);
    expect((await app.inject('/videos/missing.webm')).statusCode).toBe(404);
    await app.close();
  });

  it('maps a recorded Brightcove answer: progressive https files only, unsafe posters dropped', () => {
    const playlist = mapBrightcovePlaylist(RECORDED);
    expect(validateVideoPlaylist(playlist)).toBe(true);
    expect(playlist).toMatchObject({ name: 'Weather videos', source: 'brightcove' });
    // 'Only a stream' has no file a plain <video> plays: skipped.
    expect(playlist.videos.map((v) => v.title)).toEqual([
      'Week ahead: a cold change for the south',
      'Weekend outlook',
    ]);
    expect(playlist.videos[0]).toMatchObject({
      id: '6380000000001',
      durationSeconds: 95,
      publishedAt: '2026-11-22T21:03:11.804Z',
      sources: [
        {
          src: 'https://bcbolt446c5271-a.akamaihd.net/media/v1/pmp4/static/clear/6000000000001/540p.mp4',
          type: 'video/mp4',
        },
      ],
    });
    expect(playlist.videos[1]?.poster).toBeUndefined();
    expect(() => mapBrightcovePlaylist({ error_code: 'INVALID_POLICY_KEY' })).toThrow();
  });

  it('asks Brightcove with the policy key, and answers 502 with a plain message when it fails', async () => {
    const asked: [string, string | null][] = [];
    const fake = (answer: () => Response) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        asked.push([String(url), new Headers(init?.headers).get('accept')]);
        return answer();
      }) as typeof fetch;
    const remote = brightcovePlaylist({
      account: '6000000000001',
      playlist: '1789000000001',
      policyKey: 'BCpk-test',
      fetch: fake(() => Response.json(RECORDED)),
    });
    const ok = await server({ remote });
    expect((await ok.inject(PLAYLIST_PATH)).json().source).toBe('brightcove');
    // Many visitors within the cache time: Brightcove is asked once.
    expect((await ok.inject(PLAYLIST_PATH)).json().source).toBe('brightcove');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual([
      'https://edge.api.brightcove.com/playback/v1/accounts/6000000000001/playlists/1789000000001',
      'application/json;pk=BCpk-test',
    ]);
    asked.length = 0;
    const clock = { now: 0 };
    const failing = await server({
      remote: brightcovePlaylist({
        account: 'a',
        playlist: 'p',
        policyKey: 'k',
        fetch: fake(() => new Response('{}', { status: 403 })),
        now: () => clock.now,
      }),
    });
    const res = await failing.inject(PLAYLIST_PATH);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { status: 502, message: PLAYLIST_UNAVAILABLE } });
    // While it fails, visitors get the failure at once; Brightcove is asked again only later.
    expect((await failing.inject(PLAYLIST_PATH)).statusCode).toBe(502);
    expect(asked).toHaveLength(1);
    clock.now += UPSTREAM_FAILURE_TTL_MS;
    expect((await failing.inject(PLAYLIST_PATH)).statusCode).toBe(502);
    expect(asked).toHaveLength(2);
    await Promise.all([ok.close(), failing.close()]);
  });

  it('config: Brightcove needs all three settings, or none', () => {
    expect(loadConfig({}).VIDEO_BRIGHTCOVE).toBeUndefined();
    expect(
      loadConfig({
        VIDEO_BRIGHTCOVE_ACCOUNT: '1',
        VIDEO_BRIGHTCOVE_PLAYLIST: '2',
        VIDEO_BRIGHTCOVE_POLICY_KEY: 'k',
      }).VIDEO_BRIGHTCOVE,
    ).toEqual({ account: '1', playlist: '2', policyKey: 'k' });
    expect(() => loadConfig({ VIDEO_BRIGHTCOVE_ACCOUNT: '1' })).toThrow(/set all three or none/);
  });
});
