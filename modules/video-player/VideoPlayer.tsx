import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { Video, VideoPlayerConfig, VideoPlaylist } from '#schemas/generated/types.ts';
import { videoPlayerMachine, videoStatus } from '#machines/video-player.machine.ts';
import { formatNzDate } from '#engine/vocabulary/time.ts';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import './VideoPlayer.css';

/** '1:35' for 95 seconds; '' when unknown. */
export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The first source this browser says it can play; none: the video is unavailable here. */
function playableSource(video: Video): string | undefined {
  const probe = document.createElement('video');
  return video.sources.find((s) => probe.canPlayType(s.type) !== '')?.src;
}

/**
 * The video player: the chosen video with the browser's own controls (keyboard and captions
 * included), a live status line for the statechart's state, and the playlist to choose from.
 * The playlist is fetched once the module is on screen in the browser, so it costs the first
 * paint nothing; the server renders the loading state, and without JavaScript a note says so.
 */
export default function VideoPlayer({ config, context }: ModuleProps<VideoPlayerConfig>) {
  // createActor and useSelector, not @xstate/react's useActorRef: the app chunk already has
  // those two, and useActorRef would pull about 1.7 KB more into the JS before interaction.
  const [actor] = useState(() =>
    createActor(
      videoPlayerMachine.provide({
        // The engine fetches and checks it (x-parts "playlist": the spec's call unless set).
        actors: {
          fetchPlaylist: fromPromise(
            () => context.loadPart('video-player', 'playlist', config) as Promise<VideoPlaylist>,
          ),
        },
      }),
    ),
  );
  // Started in the browser only: the server renders the loading state and asks for nothing.
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  return <VideoPlayerView actor={actor} config={config} />;
}

/** The player's actor: the page's own, or the one QA replays (src/tools/qa/live-views.tsx). */
export type VideoPlayerActor = ActorRefFrom<typeof videoPlayerMachine>;

/** What a visitor sees of the player for the state its actor holds. */
export function VideoPlayerView({
  actor,
  config,
}: {
  actor: VideoPlayerActor;
  config: VideoPlayerConfig;
}) {
  const status = useSelector(actor, videoStatus);
  const state = useSelector(actor, (s) => s.value);
  const playlist = useSelector(actor, (s) => s.context.playlist);
  const current = useSelector(actor, (s) => s.context.current);
  const ready = typeof state === 'object' ? state.ready : null;
  const videos = playlist?.videos ?? [];
  const video = ready ? videos[current] : undefined;
  const src = useMemo(() => (video ? playableSource(video) : undefined), [video]);
  const next = videos[current + 1];
  // No source this browser can play (or none left): the video is unavailable, as if it failed.
  const missing = video !== undefined && src === undefined && ready !== 'unavailable';
  useEffect(() => {
    if (missing) actor.send({ type: 'media.error' });
  }, [missing, actor]);

  return (
    <ModuleSection className="wx-video" title={config.title} label="Videos">
      <p className="wx-video__status" role="status">
        {status}
      </p>
      <noscript>
        <p>Videos need JavaScript. Turn it on in your browser to watch them.</p>
      </noscript>
      {state === 'failed' || state === 'empty' ? (
        <button
          type="button"
          className="wx-button"
          onClick={() => actor.send({ type: 'video.retry' })}
        >
          Try again
        </button>
      ) : null}
      {video ? (
        <figure className="wx-video__stage">
          <div className="wx-video__frame" data-state={ready}>
            {src && ready !== 'unavailable' ? (
              <video
                key={video.id}
                src={src}
                poster={video.poster}
                controls
                playsInline
                preload="metadata"
                aria-label={video.title}
                onPlaying={() => actor.send({ type: 'media.playing' })}
                onPause={() => actor.send({ type: 'media.pause' })}
                onWaiting={() => actor.send({ type: 'media.waiting' })}
                onEnded={() => actor.send({ type: 'media.ended' })}
                onError={() => actor.send({ type: 'media.error' })}
              />
            ) : (
              <Unavailable video={video} />
            )}
          </div>
          <figcaption>
            <h3>{video.title}</h3>
            <p className="wx-video__meta">
              {[
                formatDuration(video.durationSeconds),
                video.publishedAt ? formatNzDate(video.publishedAt) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {video.description ? <p>{video.description}</p> : null}
            {ready === 'ended' && next ? (
              <button
                type="button"
                className="wx-button"
                onClick={() => actor.send({ type: 'video.select', index: current + 1 })}
              >
                Play next: {next.title}
              </button>
            ) : null}
          </figcaption>
        </figure>
      ) : null}
      {videos.length > 1 ? (
        <nav aria-label="Playlist">
          <ol className="wx-video__list">
            {videos.map((v, i) => (
              <li key={v.id}>
                <button
                  type="button"
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => actor.send({ type: 'video.select', index: i })}
                >
                  {v.poster ? (
                    <img src={v.poster} alt="" width={160} height={90} loading="lazy" />
                  ) : null}
                  <span className="wx-video__title">{v.title}</span>
                  <span className="wx-video__meta">{formatDuration(v.durationSeconds)}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </ModuleSection>
  );
}

/** In place of the picture when the video cannot be played: its poster, dimmed, and why. */
function Unavailable({ video }: { video: Video }) {
  return (
    <div className="wx-video__unavailable">
      {video.poster ? <img src={video.poster} alt="" /> : null}
      <p>Video unavailable</p>
    </div>
  );
}
