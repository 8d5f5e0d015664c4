// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RainRadarConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import RainRadar, { FRAME_MS } from './RainRadar.tsx';
import { describeRadarFrame, radarFrameSummary } from '#engine/vocabulary/radar-frames.ts';
import { validateModuleRainRadar } from '#schemas/generated/validators.js';

const base = Date.parse('2026-11-22T01:00:00Z'); // 2:00 pm NZDT
const frames = [0, 1, 2].map((i) => ({
  time: new Date(base + i * 600_000).toISOString(),
  cells: [
    { lat: -41.3, lon: 174.8, radiusKm: 20, intensity: 1 + i * 15 },
    { lat: -43.5, lon: 172.6, radiusKm: 10, intensity: 0.1 },
  ],
}));
const config: RainRadarConfig = {
  name: 'rain-radar',
  title: 'Rain radar',
  source: 'demo',
  intervalMinutes: 10,
  frames,
};
const page = {
  map: {
    keys: [
      {
        type: 'rain',
        label: 'Rainfall (mm/h)',
        content: [{ label: 'Heavy', value: '6.1 - 25', status: 'heavy' }],
      },
    ],
  },
};

afterEach(() => vi.useRealTimers());
// The legend's statechart (and xstate) load on the first click on the legend; loaded here first
// so findBy waits for the legend, not for the runner compiling xstate on a busy machine.
beforeAll(() => import('#machines/legend.machine.ts'));

/** A data answer as the server sends it: the payload schemas need its source and issue time. */
const answer = (fields: object): Response =>
  new Response(
    JSON.stringify({ source: 'demo', issuedAt: '2026-11-22T14:00:00+13:00', ...fields }),
    { status: 200 },
  );
/** Every frame, as GET allFramesUrl answers (RadarData). */
const allFrames = (list: unknown[]): Response => answer({ intervalMinutes: 10, frames: list });

describe('rain-radar', () => {
  it('validates frames', () => {
    expect(validateModuleRainRadar(config)).toBe(true);
    expect(
      validateModuleRainRadar({
        ...config,
        frames: [{ time: '2026-11-22T14:00:00+13:00', cells: [{ lat: -41 }] }],
      }),
    ).toBe(false);
  });

  it('starts on the latest frame and colours cells by the rain marker bands', () => {
    const { container } = render(<RainRadar config={config} context={testContext(page)} />);
    const slider = screen.getByRole('slider', { name: 'Radar time' }) as HTMLInputElement;
    expect(slider.value).toBe('2');
    // The slider says the frame and what it shows, once a step (issue 29: one announcement).
    expect(slider.getAttribute('aria-valuetext')).toBe(
      'Frame 3 of 3: 1 area of rain at 2:20 pm, near Wellington; the heaviest 31 mm per hour (torrential).',
    );
    const cells = [...container.querySelectorAll('circle.wx-radar__cell')].map((c) =>
      c.getAttribute('class'),
    );
    expect(cells).toEqual(['wx-radar__cell wx-rain-fill--4', 'wx-radar__cell wx-rain-fill--0']);
    expect(
      screen.getByText(
        '1 area of rain at 2:20 pm, near Wellington; the heaviest 31 mm per hour (torrential).',
      ),
    ).toBeTruthy();
  });

  it('moves through frames with the slider', () => {
    const { container } = render(<RainRadar config={config} context={testContext(page)} />);
    const slider = screen.getByRole('slider', { name: 'Radar time' });
    fireEvent.change(slider, { target: { value: '0' } });
    expect(screen.getByRole('group', { name: 'Rain radar at 2:00 pm' })).toBeTruthy();
    expect(container.querySelector('circle.wx-radar__cell')?.getAttribute('class')).toContain(
      'wx-rain-fill--1',
    );
  });

  it('plays and pauses', () => {
    vi.useFakeTimers();
    render(<RainRadar config={config} context={testContext(page)} />);
    const button = screen.getByRole('button', { name: 'Play' });
    fireEvent.click(button);
    expect(button.textContent).toBe('Pause');
    act(() => vi.advanceTimersByTime(FRAME_MS));
    expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('0'); // wrapped round
    act(() => vi.advanceTimersByTime(FRAME_MS));
    expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('1');
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(FRAME_MS * 3));
    expect((screen.getByRole('slider') as HTMLInputElement).value).toBe('1');
  });

  it('shows the legend from the page keys', async () => {
    render(<RainRadar config={config} context={testContext(page)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Keys' }));
    expect(await screen.findByText('6.1 - 25')).toBeTruthy();
  });

  it('describes a dry frame', () => {
    expect(
      describeRadarFrame(radarFrameSummary({ time: '2026-11-22T14:00:00+13:00', cells: [] })),
    ).toBe('No rain at 2:00 pm.');
  });
});

/** The radar as a page brings it: the latest frame's cells and every frame's time. */
const renderLatestWithTimeline = () =>
  render(
    <RainRadar
      config={{
        ...config,
        frames: frames.slice(-1),
        allFramesUrl: '/api/data/radar',
        timeline: frames.map(radarFrameSummary),
      }}
      context={testContext(page)}
    />,
  );

describe('rain-radar with only the latest frame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches every frame when Play is pressed, then plays them', async () => {
    const fetchMock = vi.fn(async () => allFrames(frames));
    vi.stubGlobal('fetch', fetchMock);
    const latest: RainRadarConfig = {
      ...config,
      frames: frames.slice(-1),
      allFramesUrl: '/api/data/radar',
    };
    render(<RainRadar config={latest} context={testContext(page)} />);
    const slider = screen.getByRole('slider', { name: 'Radar time' });
    expect(slider.getAttribute('max')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeDefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/data/radar', expect.anything());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('slider', { name: 'Radar time' }).getAttribute('max')).toBe('2');
  });

  it('spans every frame of the timeline before Play, and stepping brings that frame', async () => {
    const fetchMock = vi.fn(async () => allFrames(frames));
    vi.stubGlobal('fetch', fetchMock);
    renderLatestWithTimeline();
    const slider = screen.getByRole('slider', { name: 'Radar time' });
    expect(slider.getAttribute('max')).toBe('2');
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^Frame 3 of 3: .* at 2:20 pm/);
    expect(screen.getByText('Frame 3 of 3')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '0' } });
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^Frame 1 of 3: .* at 2:00 pm/);
    expect(screen.getByText('Frame 1 of 3')).toBeTruthy();
    // Once the cells have come, the map draws the chosen frame.
    expect(await screen.findByRole('group', { name: 'Rain radar at 2:00 pm' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/data/radar', expect.anything());
  });

  it('stays on the chosen time when every frame comes a frame newer than the page', async () => {
    // The page was made from the server's cache: frames 0-2; the frames fetched end one later.
    const later = [1, 2, 3].map((i) => ({
      ...frames[0]!,
      time: new Date(base + i * 600_000).toISOString(),
    }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => allFrames(later)),
    );
    renderLatestWithTimeline();
    const slider = screen.getByRole('slider', { name: 'Radar time' });
    fireEvent.change(slider, { target: { value: '1' } });
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^Frame \d of 3: .* at 2:10 pm/);
    expect(await screen.findByRole('group', { name: 'Rain radar at 2:10 pm' })).toBeTruthy();
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^Frame \d of 3: .* at 2:10 pm/);
    expect(screen.getByText('Frame 1 of 3')).toBeTruthy();
  });

  it('stays on the latest frame when the other frames cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 502 })),
    );
    render(
      <RainRadar
        config={{ ...config, frames: frames.slice(-1), allFramesUrl: '/api/data/radar' }}
        context={testContext(page)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Play' })).toBeDefined();
    expect(screen.getByRole('slider', { name: 'Radar time' }).getAttribute('max')).toBe('0');
  });
});

describe('rain-radar markers', () => {
  // The markers are asked for once the page is interactive, which the app marks on <html>.
  beforeEach(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete document.documentElement.dataset.hydrated;
  });
  const marker = (key: string, label: string, tag: string, lat: number, lon: number) => ({
    key,
    lat,
    lon,
    label: { text: label },
    position: { labelPos: 'right' as const },
    tags: [tag],
    action: `/towns-cities/locations/${key}`,
    views: {
      pressure: { meta: 1012, text: '1012 hPa' },
      temp: { meta: 17, text: '17°' },
      rain: { meta: 'trace' },
      wind: { meta: 10, text: 'SW 10 kt' },
      humidity: { meta: 70, text: '70%' },
    },
  });
  const filtersPage = {
    map: {
      ...page.map,
      filterLabel: 'Show on the map',
      filters: [
        { key: 'towns', label: 'Towns and cities' },
        { key: 'ski-fields', label: 'Ski fields' },
      ],
    },
  };

  it('fetches its markers, filters them by tag and opens a marker’s detail in the spec order', async () => {
    const markers = [
      marker('wellington', 'Wellington', 'towns', -41.29, 174.78),
      marker('mt-hutt', 'Mt Hutt', 'ski-fields', -43.47, 171.53),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ markers })),
    );
    render(
      <RainRadar
        config={{ ...config, markersUrl: '/api/data/map-markers' }}
        context={testContext(filtersPage)}
      />,
    );
    const wellington = await screen.findByRole('button', { name: 'Wellington: show conditions' });
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'All' }));
    expect(screen.queryByRole('button', { name: /show conditions/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ski fields' }));
    expect(screen.getByRole('button', { name: 'Mt Hutt: show conditions' })).toBeTruthy();
    expect(wellington.isConnected).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Mt Hutt: show conditions' }));
    const detail = await screen.findByRole('region', { name: 'Conditions at Mt Hutt' });
    const terms = [...detail.querySelectorAll('dt')].map((d) => d.textContent);
    expect(terms).toEqual(['Temperature', 'Rainfall', 'Wind', 'Humidity', 'Pressure']);
    // Rainfall that is not a number: N/A on grey.
    const rain = detail.querySelectorAll('dd')[1]!;
    expect(rain.textContent).toBe('N/A');
    expect(rain.querySelector('[data-colour]')?.getAttribute('data-colour')).toBe('rain-grey');
    expect(screen.getByRole('link', { name: 'Forecast for Mt Hutt' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close conditions at Mt Hutt' }));
    expect(screen.queryByRole('region', { name: 'Conditions at Mt Hutt' })).toBeNull();
  });
});
