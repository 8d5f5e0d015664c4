import { createActor, fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { VIDEO_PLAYLIST, videoPlayerModel } from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';
import type { CheckContext } from './testing/state-checks.ts';
import { VIDEO_TEXTS, videoPlayerMachine, videoStatus } from './video-player.machine.ts';

type Snap = SnapshotFrom<typeof videoPlayerMachine>;
type At = CheckContext<typeof videoPlayerMachine>;
const readyOf = (s: Snap | undefined) => (s?.value as { ready?: string } | undefined)?.ready;

/** The spec's loading flag: set while the request runs, cleared by its success or its failure. */
function loadingRule(expected: boolean) {
  return (s: Snap) => expect(s.context.loading).toBe(expected);
}

/** A ready state: its status line names the chosen video, and choosing one starts it afresh. */
function readyRule(state: string, text: (title: string) => string) {
  return (s: Snap, at: At) => {
    loadingRule(false)(s);
    expect(s.context.playlist).toEqual(VIDEO_PLAYLIST);
    const title = VIDEO_PLAYLIST.videos[s.context.current]!.title;
    expect(videoStatus(s)).toBe(text(title));
    const e = at.event;
    if (e?.type === 'video.select') {
      // A real item is chosen and shown from its poster; an index past the list changes nothing.
      if (e.index < VIDEO_PLAYLIST.videos.length)
        expect([state, s.context.current]).toEqual(['idle', e.index]);
      else expect(state).toBe(readyOf(at.previous));
    }
    if (e?.type === 'media.error') expect(state).toBe('unavailable');
  };
}

describeModel('video-player', videoPlayerModel, {
  states: {
    loading: (s) => {
      loadingRule(true)(s);
      expect(videoStatus(s)).toBe(VIDEO_TEXTS.loading);
    },
    failed: (s) => {
      loadingRule(false)(s);
      expect(s.context.playlist).toBeNull();
      expect(videoStatus(s)).toBe(VIDEO_TEXTS.failed);
    },
    empty: (s) => {
      loadingRule(false)(s);
      expect(videoStatus(s)).toBe(VIDEO_TEXTS.empty);
    },
    'ready.idle': readyRule('idle', VIDEO_TEXTS.idle),
    'ready.playing': readyRule('playing', VIDEO_TEXTS.playing),
    'ready.buffering': readyRule('buffering', VIDEO_TEXTS.buffering),
    'ready.paused': readyRule('paused', VIDEO_TEXTS.paused),
    'ready.ended': readyRule('ended', VIDEO_TEXTS.ended),
    'ready.unavailable': readyRule('unavailable', VIDEO_TEXTS.unavailable),
  },
});

describe('video player', () => {
  it('asks for the playlist again on retry after a failure', async () => {
    let calls = 0;
    const actor = createActor(
      videoPlayerMachine.provide({
        actors: {
          fetchPlaylist: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('offline');
            return VIDEO_PLAYLIST;
          }),
        },
      }),
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    actor.send({ type: 'video.retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ ready: 'idle' }));
    expect(calls).toBe(2);
  });
});
