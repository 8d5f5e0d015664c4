import { useEffect, useId, useRef, useState } from 'react';
import L from 'leaflet';
import { areaKm2, formatKm, formatKm2, lengthKm } from '../measure.ts';

const TOOL = 'wx-button wx-button--quiet wx-button--small';
type Mode = 'line' | 'area';

interface Drawing {
  points: L.LatLng[];
  done: boolean;
}

const EMPTY: Drawing = { points: [], done: false };
/** Points a line or an area needs before it measures anything. */
const FEWEST: Record<Mode, number> = { line: 2, area: 3 };
/** A second tap this close (px) to the last point is the same point (the first half of a double-click). */
const SAME_POINT_PX = 4;

/** The readout: what the drawing measures, or what to do next. */
export function measureText(mode: Mode, { points, done }: Drawing): string {
  const n = points.length;
  if (n < FEWEST[mode])
    return mode === 'line'
      ? `Tap or click the map to add points (${n} of 2 so far).`
      : `Tap or click the map to add corners (${n} of 3 so far).`;
  const end = done ? ' Finished: tap the map to start again.' : '';
  return mode === 'line'
    ? `Distance: ${formatKm(lengthKm(points))}.${end}`
    : `Area: ${formatKm2(areaKm2(points))}, perimeter ${formatKm(lengthKm(points, true))}.${end}`;
}

/**
 * "Drawing on a map" (spec topic, issue 12): the Measure tool draws a line or an area on the
 * interactive map and says its length or area, in this browser only (nothing goes to the server).
 * Points come from taps or clicks; keyboards move the map with the arrow keys and add the point
 * under the centre cross with Enter or the button. A double-click or Finish ends the drawing.
 */
export function MeasureTool({
  map,
  startOpen,
  onOpen,
}: {
  map: L.Map | null;
  startOpen: boolean;
  onOpen: (open: boolean) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(startOpen);
  const [mode, setMode] = useState<Mode>('line');
  const [drawing, setDrawing] = useState<Drawing>(EMPTY);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const layer = useRef<L.LayerGroup | null>(null);
  const firstTool = useRef<HTMLInputElement>(null);

  useEffect(() => onOpen(open), [open, onOpen]);
  // A large screen swapped this map in to measure: focus lands on the tool it asked for.
  useEffect(() => {
    if (startOpen) firstTool.current?.focus();
  }, [startOpen]);

  const add = (p: L.LatLng): void =>
    setDrawing((d) => {
      if (d.done) return { points: [p], done: false };
      const last = d.points.at(-1);
      if (
        last &&
        map &&
        map.latLngToContainerPoint(last).distanceTo(map.latLngToContainerPoint(p)) < SAME_POINT_PX
      )
        return d;
      return { points: [...d.points, p], done: false };
    });
  const finish = (): void =>
    setDrawing((d) => (d.points.length >= FEWEST[modeRef.current] ? { ...d, done: true } : d));

  useEffect(() => {
    if (!map || !open) return;
    const container = map.getContainer();
    const click = (e: L.LeafletMouseEvent): void => add(e.latlng);
    // An arrow key pans with an animation: Enter pressed during it means the point the pan is
    // going to, so it waits for the move to end (else it adds the old centre again, ignored).
    let moving = false;
    const started = (): void => void (moving = true);
    const ended = (): void => void (moving = false);
    const key = (e: L.LeafletKeyboardEvent): void => {
      if (e.originalEvent.key !== 'Enter' || e.originalEvent.target !== container) return;
      if (moving) map.once('moveend', () => add(map.getCenter()));
      else add(map.getCenter());
    };
    // A double-click ends the drawing rather than zooming in.
    map.doubleClickZoom.disable();
    map.on('click', click).on('dblclick', finish).on('keydown', key);
    map.on('movestart', started).on('moveend', ended);
    container.classList.add('wx-imap--measuring');
    return () => {
      map.off('click', click).off('dblclick', finish).off('keydown', key);
      map.off('movestart', started).off('moveend', ended);
      map.doubleClickZoom.enable();
      container.classList.remove('wx-imap--measuring');
    };
    // add and finish read only setters, refs and the map.
  }, [map, open]);

  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    layer.current = group;
    return () => {
      group.remove();
      layer.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    const { points } = drawing;
    const style = { className: 'wx-imap__measure', interactive: false, weight: 3 };
    if (mode === 'area' && points.length >= 3)
      L.polygon(points, { ...style, className: 'wx-imap__measure wx-imap__measure--area' }).addTo(
        group,
      );
    else if (points.length >= 2) L.polyline(points, style).addTo(group);
    for (const p of points)
      L.circleMarker(p, {
        className: 'wx-imap__measure-point',
        radius: 5,
        interactive: false,
      }).addTo(group);
  }, [drawing, mode, map]);

  const enough = drawing.points.length >= FEWEST[mode];
  return (
    <div className="wx-measure">
      <button
        type="button"
        className={`${TOOL} wx-measure__toggle`}
        aria-pressed={open}
        aria-controls={`${id}-tools`}
        onClick={() => {
          setOpen(!open);
          setDrawing(EMPTY);
        }}
      >
        Measure
      </button>
      <div
        id={`${id}-tools`}
        className="wx-measure__tools"
        role="group"
        aria-label="Measure"
        hidden={!open}
      >
        <fieldset className="wx-measure__modes">
          <legend className="wx-visually-hidden">What to measure</legend>
          {(['line', 'area'] as const).map((m, i) => (
            <label key={m}>
              <input
                ref={i === 0 ? firstTool : undefined}
                type="radio"
                name={`${id}-mode`}
                checked={mode === m}
                onChange={() => {
                  setMode(m);
                  setDrawing(EMPTY);
                }}
              />
              {m === 'line' ? 'Distance (line)' : 'Area'}
            </label>
          ))}
        </fieldset>
        <p className="wx-measure__hint" id={`${id}-hint`}>
          Tap or click to add points; double-click or Finish to end. With a keyboard, move the map
          with the arrow keys and press Enter on it to add the point under the cross.
        </p>
        <div className="wx-measure__buttons">
          <button
            type="button"
            className={TOOL}
            disabled={!map}
            onClick={() => map && add(map.getCenter())}
          >
            Add point at centre
          </button>
          <button
            type="button"
            className={TOOL}
            disabled={drawing.points.length === 0 || drawing.done}
            onClick={() => setDrawing((d) => ({ points: d.points.slice(0, -1), done: false }))}
          >
            Undo point
          </button>
          <button
            type="button"
            className={TOOL}
            disabled={!enough || drawing.done}
            onClick={finish}
          >
            Finish
          </button>
          <button
            type="button"
            className={TOOL}
            disabled={drawing.points.length === 0}
            onClick={() => setDrawing(EMPTY)}
          >
            Clear
          </button>
        </div>
        <p className="wx-measure__readout" role="status" aria-live="polite">
          {open ? measureText(mode, drawing) : ''}
        </p>
      </div>
    </div>
  );
}
