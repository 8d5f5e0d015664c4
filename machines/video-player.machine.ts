import { assign, fromPromise, setup } from 'xstate';
import type { VideoPlaylist } from '#schemas/generated/types.ts';

/**
 * The video player (shell spec sections 3, 4 and 8: "Video playlist: request sets loading;
 * success stores status and clears loading; error clears loading"):
 *
 *   loading --done--> ready (the playlist is the stored status; loading cleared)
 *   loading --error--> failed (loading cleared) --video.retry--> loading
 *   ready: idle (poster) --media.playing--> playing <--> paused, buffering; any of them --media.ended--> ended
 *          any --media.error--> unavailable (the file cannot be played: offline, gone, no codec)
 *          any --video.select--> idle with that video (a playlist item chosen)
 *
 * The media.* events come from the <video> element's own events, so the native controls, the
 * keyboard and the playlist all drive the same states.
 */

export interface VideoPlayerContext {
  /** The playlist as the server answered it (the spec's "status"); null until it arrives. */
  playlist: VideoPlaylist | null;
  /** Index of the chosen video in the playlist. */
  current: number;
  /** The spec's loading flag: set by the request, cleared by its success or failure. */
  loading: boolean;
}

export type VideoPlayerEvent =
  | { type: 'video.select'; index: number }
  | { type: 'video.retry' }
  | { type: 'media.playing' }
  | { type: 'media.pause' }
  | { type: 'media.waiting' }
  | { type: 'media.ended' }
  | { type: 'media.error' };

export const videoPlayerMachine = setup({
  types: {
    context: {} as VideoPlayerContext,
    events: {} as VideoPlayerEvent,
  },
  actors: {
    fetchPlaylist: fromPromise<VideoPlaylist>(async () => {
      throw new Error('fetchPlaylist is provided by the module');
    }),
  },
  guards: {
    hasVideos: (_, output: VideoPlaylist) => output.videos.length > 0,
    isVideo: ({ context }, index: number) =>
      Number.isInteger(index) && index >= 0 && index < (context.playlist?.videos.length ?? 0),
  },
}).createMachine({
  id: 'videoPlayer',
  context: { playlist: null, current: 0, loading: true },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loading: true }),
      invoke: {
        id: 'fetchPlaylist',
        src: 'fetchPlaylist',
        onDone: [
          {
            guard: { type: 'hasVideos', params: ({ event }) => event.output },
            target: 'ready',
            actions: assign({ playlist: ({ event }) => event.output, current: 0, loading: false }),
          },
          {
            target: 'empty',
            actions: assign({ playlist: ({ event }) => event.output, loading: false }),
          },
        ],
        onError: { target: 'failed', actions: assign({ loading: false }) },
      },
    },
    failed: { on: { 'video.retry': 'loading' } },
    empty: { on: { 'video.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'video.select': {
          guard: { type: 'isVideo', params: ({ event }) => event.index },
          target: '.idle',
          reenter: true,
          actions: assign({ current: ({ event }) => event.index }),
        },
        'media.error': '.unavailable',
      },
      states: {
        idle: { on: { 'media.playing': 'playing' } },
        playing: {
          on: { 'media.pause': 'paused', 'media.waiting': 'buffering', 'media.ended': 'ended' },
        },
        buffering: {
          on: { 'media.playing': 'playing', 'media.pause': 'paused', 'media.ended': 'ended' },
        },
        // At the end a browser fires pause, then ended: a paused video can still finish.
        paused: { on: { 'media.playing': 'playing', 'media.ended': 'ended' } },
        ended: { on: { 'media.playing': 'playing' } },
        unavailable: {},
      },
    },
  },
});

/** What the player says in each state (its live status line), read by the module and the tests. */
export const VIDEO_TEXTS = {
  loading: 'Loading videos…',
  failed: 'Videos are unavailable right now.',
  empty: 'There are no videos right now.',
  idle: (title: string) => `Ready to play: ${title}`,
  playing: (title: string) => `Playing: ${title}`,
  buffering: (title: string) => `Loading more of ${title}…`,
  paused: (title: string) => `Paused: ${title}`,
  ended: (title: string) => `Finished: ${title}`,
  unavailable: (title: string) =>
    `${title} can’t be played right now. You may be offline, or the video is no longer available.`,
} as const;

type Snapshot = { value: unknown; context: VideoPlayerContext };

/** The status line of a snapshot of this machine. */
export function videoStatus({ value, context }: Snapshot): string {
  if (typeof value === 'string') return VIDEO_TEXTS[value as 'loading' | 'failed' | 'empty'];
  const state = (
    value as { ready: Exclude<keyof typeof VIDEO_TEXTS, 'loading' | 'failed' | 'empty'> }
  ).ready;
  const title = context.playlist?.videos[context.current]?.title ?? '';
  return VIDEO_TEXTS[state](title);
}
