import type { Video, VideoPlaylist } from '#schemas/generated/types.ts';
import { createUpstreamCache } from '../upstream-cache.ts';

/**
 * Brightcove's Playback API: GET https://edge.api.brightcove.com/playback/v1/accounts/<account>/
 * playlists/<playlist> with `Accept: application/json;pk=<policy key>` answers the playlist's
 * `name` and `videos`, each with `id`, `name`, `description`, `duration` (ms), `poster`,
 * `published_at` and `sources` (`src`, `type`, `container`, `codec`; HLS and DASH manifests among
 * them). Tested against tests/fixtures/video/brightcove-playlist.json, an answer written in that
 * documented shape (this machine cannot reach Brightcove to record one: replace it with a real
 * recording when one is at hand). A video that does not fit is skipped, never the whole playlist.
 */
export interface BrightcoveOptions {
  account: string;
  playlist: string;
  policyKey: string;
  /** Defaults to https://edge.api.brightcove.com (tests point it at a local server). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Clock for the cache (tests move it). */
  now?: () => number;
}

/**
 * Where Brightcove delivers video files and posters (Dynamic Delivery on boltdns.net, older
 * renditions on Akamai, some on brightcovecdn.com): the CSP opens these for media and images
 * when Brightcove is configured, and a file elsewhere is left out of the playlist, so the
 * player never offers a video the browser would refuse.
 */
export const BRIGHTCOVE_MEDIA_HOSTS = [
  'https://*.boltdns.net',
  'https://*.akamaihd.net',
  'https://*.brightcovecdn.com',
] as const;
const DELIVERY_HOST =
  /^https:\/\/[a-z0-9.-]+\.(?:boltdns\.net|akamaihd\.net|brightcovecdn\.com)(?:[/?#]|$)/i;

type Raw = Record<string, unknown>;
const text = (v: unknown, max: number): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined;
const https = (v: unknown): string | undefined => {
  const s = text(v, 2048);
  return s && /^https:\/\/[^\s/]+[^\s]*$/.test(s) && DELIVERY_HOST.test(s) ? s : undefined;
};

/** MP4 and WebM progressive files a `<video>` element plays without a streaming library. */
function fileType(source: Raw): string | undefined {
  const container = String(source.container ?? '').toUpperCase();
  const type = String(source.type ?? '').toLowerCase();
  if (container === 'MP4' || type === 'video/mp4') return 'video/mp4';
  if (container === 'WEBM' || type === 'video/webm') return 'video/webm';
  return undefined;
}

function videoOf(raw: Raw): Video | null {
  const id = text(raw.id, 120);
  const title = text(raw.name, 200);
  const sources = (Array.isArray(raw.sources) ? (raw.sources as Raw[]) : []).flatMap((s) => {
    const src = https(s.src);
    const type = fileType(s);
    return src && type ? [{ src, type }] : [];
  });
  if (!id || !/^[A-Za-z0-9_-]+$/.test(id) || !title || sources.length === 0) return null;
  const video: Video = { id, title, sources: sources.slice(0, 10) as Video['sources'] };
  const description = text(raw.description, 2000);
  if (description) video.description = description;
  if (typeof raw.duration === 'number' && raw.duration >= 0)
    video.durationSeconds = Math.min(86_400, Math.round(raw.duration / 1000));
  const poster = https(raw.poster);
  if (poster) video.poster = poster;
  const published = text(raw.published_at, 40);
  if (published && !Number.isNaN(Date.parse(published))) video.publishedAt = published;
  return video;
}

/** Maps a Playback API playlist answer to the player's playlist; throws when it is not one. */
export function mapBrightcovePlaylist(answer: unknown): VideoPlaylist {
  const raw = (typeof answer === 'object' && answer !== null ? answer : {}) as Raw;
  if (!Array.isArray(raw.videos)) throw new Error('Brightcove answered without a videos list');
  const videos = (raw.videos as Raw[]).flatMap((v) => videoOf(v) ?? []).slice(0, 100);
  return {
    name: text(raw.name, 200) ?? 'Videos',
    source: 'brightcove',
    videos: videos as VideoPlaylist['videos'],
  };
}

/**
 * Fetches and maps the configured playlist; rejects on a failed or unreadable answer. One request
 * per cache time however many visitors ask (single flight): a storm's traffic never becomes
 * Brightcove's. A failure is answered for a few seconds without asking again, then asked anew
 * (server/upstream-cache.ts).
 */
export function brightcovePlaylist(opts: BrightcoveOptions): () => Promise<VideoPlaylist> {
  const base = opts.baseUrl ?? 'https://edge.api.brightcove.com';
  const url = `${base}/playback/v1/accounts/${encodeURIComponent(opts.account)}/playlists/${encodeURIComponent(opts.playlist)}`;
  const get = opts.fetch ?? fetch;
  // Kept for the data cache's time (spec: data URL cache 5 minutes).
  const cache = createUpstreamCache<VideoPlaylist>({
    ttlMs: 300_000,
    ...(opts.now ? { now: opts.now } : {}),
  });
  const fetchPlaylist = async (): Promise<VideoPlaylist> => {
    const res = await get(url, {
      headers: { accept: `application/json;pk=${opts.policyKey}` },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 8000),
    });
    if (!res.ok) throw new Error(`Brightcove answered ${res.status}`);
    return mapBrightcovePlaylist(await res.json());
  };
  return () => cache.get(url, fetchPlaylist);
}
