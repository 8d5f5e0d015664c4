import { useEffect, useId, useState } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { RainRadarConfig } from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzTime } from '../shared/format.ts';
import { Legend } from '../shared/map/Legend.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { MAP_PLACES } from '../shared/map/places.ts';
import { kmToUnits, projectPoint } from '../shared/map/projection.ts';
import { isMapSize } from '../shared/map/zoom.ts';
import { rainColourStep, rainfallBand, rainfallBandLabel } from '../shared/rain.ts';
import './RainRadar.css';

/** Time each frame stays on screen while playing. */
export const FRAME_MS = 600;

type Frame = NonNullable<RainRadarConfig['frames']>[number];

/** Words for screen readers: what the frame shows. */
export function describeFrame(frame: Frame): string {
  const time = formatNzTime(frame.time);
  const rain = frame.cells.filter((c) => rainfallBand(c.intensity) !== 'none');
  if (rain.length === 0) return `No rain at ${time}.`;
  const heaviest = Math.max(...rain.map((c) => c.intensity));
  const band = rainfallBand(heaviest);
  return `${rain.length} areas of rain at ${time}; the heaviest ${heaviest} mm per hour${band ? ` (${rainfallBandLabel(band).toLowerCase()})` : ''}.`;
}

/** Rain radar (data: /api/data/radar): frames over the outline, a time slider and play/pause. */
export default function RainRadar({ config, context }: ModuleProps<RainRadarConfig>) {
  const id = useId();
  const [fetched, setFetched] = useState<Frame[] | null>(null);
  const frames = fetched ?? config.frames ?? [];
  const last = Math.max(0, frames.length - 1);
  const [index, setIndex] = useState(last);
  const [playing, setPlaying] = useState(false);
  // The page brings the latest frame only; the rest arrive when a visitor wants them.
  const more = fetched === null && typeof config.allFramesUrl === 'string' && frames.length < 2;
  const loadAll = async (): Promise<boolean> => {
    try {
      const res = await fetch(config.allFramesUrl ?? '', {
        headers: { accept: 'application/json' },
      });
      const data = (await res.json()) as { frames?: unknown };
      if (!res.ok || !Array.isArray(data.frames) || data.frames.length === 0) return false;
      setFetched(data.frames as Frame[]);
      setIndex(data.frames.length - 1);
      return true;
    } catch {
      return false;
    }
  };
  const current = Math.min(index, last);

  useEffect(() => {
    if (!playing || frames.length < 2) return;
    const timer = setInterval(
      () => setIndex((i) => (i >= frames.length - 1 ? 0 : i + 1)),
      FRAME_MS,
    );
    return () => clearInterval(timer);
  }, [playing, frames.length]);

  const frame = frames[current];
  if (!frame) return null;
  const pageMap = context.page.map;
  const size = isMapSize(pageMap?.config?.size) ? pageMap.config.size : 'large';
  const descId = `${id}-desc`;
  const sliderId = `${id}-time`;

  return (
    <ModuleSection className="wx-radar" title={config.title} label="Rain radar" titleId={id}>
      <NzMap size={size} label={`Rain radar at ${formatNzTime(frame.time)}`} describedBy={descId}>
        <g aria-hidden="true">
          {frame.cells.map((cell, i) => {
            const xy = projectPoint(cell.lat, cell.lon);
            return xy ? (
              <circle
                key={i}
                className={`wx-radar__cell wx-rain-fill--${rainColourStep(cell.intensity)}`}
                cx={xy[0]}
                cy={xy[1]}
                r={Math.max(1, kmToUnits(cell.radiusKm, cell.lat, cell.lon))}
              />
            ) : null;
          })}
        </g>
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
      </NzMap>
      <p className="wx-visually-hidden" id={descId} aria-live={playing ? 'off' : 'polite'}>
        {describeFrame(frame)}
      </p>
      <div className="wx-radar__controls">
        <button
          type="button"
          className="wx-radar__play"
          onClick={() =>
            more ? void loadAll().then((ok) => ok && setPlaying(true)) : setPlaying((p) => !p)
          }
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
          aria-valuetext={formatNzTime(frame.time)}
          onChange={(e) => {
            setPlaying(false);
            setIndex(Number(e.target.value));
          }}
        />
        <output htmlFor={sliderId} className="wx-radar__time">
          {formatNzTime(frame.time)}
        </output>
      </div>
      {pageMap ? (
        <Legend
          keys={pageMap.keys ?? []}
          filters={pageMap.filters ?? []}
          filterLabel={pageMap.filterLabel}
          filterType={pageMap.filterType}
        />
      ) : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
