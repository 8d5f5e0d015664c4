import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import type { ModuleContext, ModuleProps } from '#engine/module-entry.ts';
import type {
  MapMarkersData,
  Marker,
  RadarData,
  RainRadarConfig,
} from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { Legend } from '../shared/map/Legend.tsx';
import { filterMarkers } from '../shared/map/markers.ts';
import { MapView } from '../shared/map/MapView.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { MAP_PLACES } from '../shared/map/places.ts';
import { useLegend } from '../shared/map/use-legend.ts';
import { kmToUnits, projectPoint } from '../shared/map/projection.ts';
import { isMapSize } from '../shared/map/zoom.ts';
import {
  describeRadarFrame,
  radarFrameSummary,
  rainPlaces,
} from '#engine/vocabulary/radar-frames.ts';
import { LiveRegion } from '#engine/react/LiveRegion.tsx';
import { rainColourStep } from '#engine/vocabulary/rain.ts';
import { hydrated } from '#engine/hydrated.ts';
import { FrameList } from './FrameList.tsx';
import './RainRadar.css';

// The detail (and its colour steps) loads on the first click on a marker, not with the page.
const MarkerDetail = lazy(() =>
  import('../shared/map/MarkerDetail.tsx').then((m) => ({ default: m.MarkerDetail })),
);

const RadarMarkers = lazy(() => import('./RadarMarkers.tsx'));

const NO_FILTERS: never[] = [];

/** Time each frame stays on screen while playing. */
export const FRAME_MS = 600;

type Frame = NonNullable<RainRadarConfig['frames']>[number];

/**
 * The map's markers (x-parts "markers", from `markersUrl`), asked for once the page is interactive
 * (engine/hydrated.ts) so they cost the page's HTML and its first load nothing; without them (no JavaScript, or no answer) the radar works
 * as before.
 */
function useMarkers(config: RainRadarConfig, context: ModuleContext): Marker[] {
  const [markers, setMarkers] = useState<Marker[]>([]);
  const url = config.markersUrl;
  useEffect(() => {
    if (!url) return;
    let live = true;
    // After the first hydration: the data part brings its checks' code (about 5 KB), which would
    // otherwise load before the page is interactive (the radar page's budget, issue 26).
    hydrated()
      .then(() => (live ? context.loadPart('rain-radar', 'markers', config) : null))
      .then((data) => live && data && setMarkers((data as MapMarkersData).markers))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The URL decides the answer; the rest of the config does not.
  }, [url]);
  return markers;
}

/** Rain radar (data: /api/data/radar): frames over the outline, a time slider and play/pause. */
export default function RainRadar({ config, context }: ModuleProps<RainRadarConfig>) {
  const id = useId();
  const [fetched, setFetched] = useState<Frame[] | null>(null);
  const frames = fetched ?? config.frames ?? [];
  // Every frame's time and summary, there before the cells of all but the latest load, so the
  // slider spans every frame from the start.
  const timeline =
    fetched || !config.timeline?.length ? frames.map(radarFrameSummary) : config.timeline;
  const last = Math.max(0, timeline.length - 1);
  const [index, setIndex] = useState(last);
  const [playing, setPlaying] = useState(false);
  // What the live region says: Play and Pause only (issue 29). Frames while playing, and the
  // slider's steps (which say themselves, through the slider's value), are not news to announce.
  const [said, say] = useState('');
  // The page brings the latest frame only; the rest arrive when a visitor wants them.
  const more = !fetched && !!config.allFramesUrl && frames.length < 2;
  const loadAll = async (): Promise<boolean> => {
    try {
      // Every frame (x-parts "frames", from allFramesUrl), checked by the engine.
      const { frames: all } = (await context.loadPart('rain-radar', 'frames', config)) as RadarData;
      if (!all.length) return false;
      // The page's frames can be a frame older than these (the server caches data for 5 minutes):
      // the visitor stays on the time chosen, not the index.
      setIndex((i) => {
        const j = all.findIndex((f) => f.time === timeline[i]?.time);
        return j < 0 ? i : j;
      });
      setFetched(all);
      return true;
    } catch {
      return false;
    }
  };
  const current = Math.min(index, last);
  const markers = useMarkers(config, context);
  const [selected, setSelected] = useState<string | null>(null);
  const pageMap = context.page.map;
  const filters = pageMap?.filters ?? NO_FILTERS;
  const legend = useLegend(pageMap);
  // The same list until markers or filters change: a new list each frame made the phone map
  // redraw its markers, destroying the one a visitor had focused (issue 29).
  const shown = useMemo(
    () =>
      filterMarkers(
        markers,
        filters.map((f) => f.key),
        legend.checked,
      ),
    // view.checked: the state itself (legend.checked is a new Set each render).
    [markers, filters, legend.view.checked],
  );

  useEffect(() => {
    if (!playing || frames.length < 2) return;
    const timer = setInterval(
      () => setIndex((i) => (i >= frames.length - 1 ? 0 : i + 1)),
      FRAME_MS,
    );
    return () => clearInterval(timer);
  }, [playing, frames.length]);

  // A frame whose cells have not loaded yet: the map keeps the latest until they come.
  const frame = frames[frames.length === timeline.length ? current : frames.length - 1];
  const at = timeline[current];
  if (!frame || !at) return null;
  const size = isMapSize(pageMap?.config?.size) ? pageMap.config.size : 'large';
  const descId = `${id}-desc`;
  const label = `Rain radar at ${formatNzTime(frame.time)}`;
  const detail = shown.find((m) => m.key === selected);
  // Place names until the markers (which name the same towns) arrive, or when all are filtered
  // out: a bare coastline does not say where the rain is.
  const places = (
    <g className="wx-map__places" aria-hidden="true">
      {MAP_PLACES.map((p) => {
        const xy = projectPoint(p.lat, p.lon);
        if (!xy) return null;
        const dx = p.side === 'left' ? -4 : 4;
        return (
          <g key={p.name}>
            <circle cx={xy[0]} cy={xy[1]} r="1.8" />
            <text
              x={xy[0] + dx}
              y={xy[1]}
              dy="0.32em"
              textAnchor={p.side === 'left' ? 'end' : 'start'}
            >
              {p.name}
            </text>
          </g>
        );
      })}
    </g>
  );
  const staticMap = (
    <NzMap size={size} label={label} describedBy={descId}>
      <g aria-hidden="true">
        {frame.cells.map((cell, i) => {
          const xy = projectPoint(cell.lat, cell.lon);
          // Whole units (about 1.5 px, under a cell's soft edge): in a storm the page draws
          // hundreds of cells, and every digit is in the first HTML's budget.
          return xy ? (
            <circle
              key={i}
              className={`wx-radar__cell wx-rain-fill--${rainColourStep(cell.intensity)}`}
              cx={Math.round(xy[0])}
              cy={Math.round(xy[1])}
              r={Math.max(1, Math.round(kmToUnits(cell.radiusKm, cell.lat, cell.lon)))}
            />
          ) : null;
        })}
      </g>
      {shown.length ? (
        // The place names stay until the markers' chunk has come: no moment without either.
        <Suspense fallback={places}>
          <RadarMarkers markers={shown} size={size} onSelect={setSelected} />
        </Suspense>
      ) : (
        places
      )}
    </NzMap>
  );
  const sliderId = `${id}-time`;
  const description = describeRadarFrame(
    radarFrameSummary(frame),
    undefined,
    rainPlaces(frame.cells, MAP_PLACES),
  );
  // The slider's frame, in words: the map's own description once its cells are there.
  const words = frame.time === at.time ? description : describeRadarFrame(at);
  const count = `Frame ${current + 1} of ${timeline.length}`;

  return (
    <ModuleSection className="wx-radar" title={config.title} label="Rain radar" titleId={id}>
      {/* Play and the time slider above the map: with it on the first screen (issue 22). */}
      <div className="wx-radar__controls">
        <button
          type="button"
          className="wx-radar__play"
          onClick={() => {
            const play = () => (setPlaying(true), say('Playing'));
            if (playing) {
              setPlaying(false);
              say(`Paused. ${count}: ${words}`);
            } else if (more) void loadAll().then((ok) => ok && play());
            else play();
          }}
          disabled={frames.length < 2 && !more}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
        <label htmlFor={sliderId}>Radar time</label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={last}
          step={1}
          value={current}
          aria-valuetext={`${count}: ${words}`}
          onChange={(e) => {
            setPlaying(false);
            setIndex(Number(e.target.value));
            // Stepping before Play brings every frame's cells; failing that, back to the latest.
            if (more) void loadAll().then((ok) => ok || setIndex(last));
          }}
        />
        {/* Not an <output>: that is a live region, which said every frame while playing. */}
        <p className="wx-radar__time">
          {formatNzTime(at.time)}
          <span className="wx-radar__count">{count}</span>
        </p>
      </div>
      <MapView
        staticMap={staticMap}
        map={{
          label: `${label}: drag to move, pinch to zoom`,
          cells: frame.cells,
          markers: shown,
          onSelect: setSelected,
          tileUrl: pageMap?.config?.tileUrl,
          tileAttribution: pageMap?.config?.tileAttribution,
        }}
      />
      {detail ? (
        <Suspense fallback={null}>
          <MarkerDetail marker={detail} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
      <p className="wx-visually-hidden" id={descId}>
        {description}
      </p>
      <LiveRegion text={said} />
      {/* The server's HTML only: the browser's bundle leaves the list (and its code) out. */}
      <noscript>{import.meta.env.SSR ? <FrameList timeline={timeline} /> : null}</noscript>
      {pageMap ? <Legend map={pageMap} legend={legend} /> : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
