// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { VIDEO_PLAYLIST } from '#machines/testing/catalogue.ts';
import { validateModuleVideoPlayer } from '#schemas/generated/validators.js';
import { testContext } from '#tests/support/module-fixtures.ts';
import VideoPlayer, { formatDuration } from './VideoPlayer.tsx';

/** Shell spec section 7: the playlist call, no API prefix. */
const DEFAULT_PLAYLIST_URL = '/dynamic/feeds/brightcove_playlist_info.json?v=1';

const config = { name: 'video-player' as const, title: 'Weather videos' };
const asked: string[] = [];

function answer(res: () => Response) {
  asked.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return res();
  });
}

beforeEach(() => {
  // jsdom plays nothing; WebM counts as playable so the player shows the <video>.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((t) =>
    t === 'video/webm' ? 'maybe' : '',
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('video player', () => {
  it('validates its config', () => {
    expect(validateModuleVideoPlayer(config)).toBe(true);
    expect(validateModuleVideoPlayer({ ...config, playlistUrl: 'javascript:x' })).toBe(false);
  });

  it('renders the loading state on the server, with a note for browsers without JavaScript', () => {
    const html = renderToString(<VideoPlayer config={config} context={testContext()} />);
    expect(html).toContain('Loading videos…');
    expect(html).toContain('<noscript>');
  });

  it('asks the spec path for the playlist, then shows the first video and the list to choose from', async () => {
    answer(() => Response.json(VIDEO_PLAYLIST));
    render(<VideoPlayer config={config} context={testContext()} />);
    expect(screen.getByRole('status').textContent).toBe('Loading videos…');
    await screen.findByText('Ready to play: A front');
    expect(asked).toEqual([DEFAULT_PLAYLIST_URL]);
    const list = screen.getByRole('navigation', { name: 'Playlist' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual(['A front', 'Sunny']);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');

    fireEvent.click(items[1]!);
    expect(screen.getByRole('status').textContent).toBe('Ready to play: Sunny');
    const video = screen.getByLabelText('Sunny') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/videos/sunny.webm');
    fireEvent.playing(video);
    expect(screen.getByRole('status').textContent).toBe('Playing: Sunny');
    fireEvent.pause(video);
    expect(screen.getByRole('status').textContent).toBe('Paused: Sunny');
    fireEvent.error(video);
    expect(screen.getByRole('status').textContent).toBe(
      'Sunny can’t be played right now. You may be offline, or the video is no longer available.',
    );
    expect(screen.getByText('Video unavailable')).toBeTruthy();
  });

  it('offers the next video when one ends', async () => {
    answer(() => Response.json(VIDEO_PLAYLIST));
    render(<VideoPlayer config={config} context={testContext()} />);
    const video = (await screen.findByLabelText('A front')) as HTMLVideoElement;
    fireEvent.playing(video);
    fireEvent.ended(video);
    expect(screen.getByRole('status').textContent).toBe('Finished: A front');
    fireEvent.click(screen.getByRole('button', { name: 'Play next: Sunny' }));
    expect(screen.getByRole('status').textContent).toBe('Ready to play: Sunny');
  });

  it('a video with no file this browser plays is unavailable at once', async () => {
    answer(() =>
      Response.json({
        ...VIDEO_PLAYLIST,
        videos: [
          { ...VIDEO_PLAYLIST.videos[0]!, sources: [{ src: '/x.mov', type: 'video/quicktime' }] },
        ],
      }),
    );
    render(<VideoPlayer config={config} context={testContext()} />);
    await screen.findByText(/A front can’t be played right now/);
  });

  it('a failed playlist says so and tries again on request', async () => {
    answer(() => new Response('', { status: 502 }));
    render(<VideoPlayer config={config} context={testContext()} />);
    await screen.findByText('Videos are unavailable right now.');
    answer(() => Response.json(VIDEO_PLAYLIST));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Ready to play: A front');
  });

  it('formats durations', () => {
    expect([
      formatDuration(5),
      formatDuration(95),
      formatDuration(3725),
      formatDuration(undefined),
    ]).toEqual(['0:05', '1:35', '1:02:05', '']);
  });
});
