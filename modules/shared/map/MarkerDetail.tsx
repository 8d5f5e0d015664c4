import { useEffect, useRef } from 'react';
import './map.css';
import type { Marker } from '#schemas/generated/types.ts';
import { detailRows } from './marker-detail.ts';
import type { DetailColour } from './marker-detail.ts';
import './marker-detail.css';

function Swatch({ colour }: { colour: DetailColour }) {
  if (!colour) return null;
  if (colour.kind === 'rain')
    return (
      <span
        className={`wx-marker-detail__swatch wx-rain-fill--${colour.step}`}
        data-colour={`rain-${colour.step}`}
        aria-hidden="true"
      />
    );
  return (
    <span
      className="wx-marker-detail__swatch"
      style={{ background: colour.background }}
      data-colour={colour.grey ? 'grey' : colour.background}
      aria-hidden="true"
    />
  );
}

/**
 * A marker's values in the spec's order (temperature, rainfall, wind, humidity, pressure, soil
 * moisture, soil temperature), opened by a click or tap on the marker. Focus moves to it so a
 * keyboard or screen-reader user lands on what opened; Escape or Close returns.
 */
export function MarkerDetail({ marker, onClose }: { marker: Marker; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [marker.key]);
  const rows = detailRows(marker);
  const name = marker.label?.text ?? marker.key;
  return (
    <section
      className="wx-marker-detail"
      aria-label={`Conditions at ${name}`}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <h3 className="wx-marker-detail__title" tabIndex={-1} ref={heading}>
        {name}
      </h3>
      <button
        type="button"
        className="wx-marker-detail__close"
        aria-label={`Close conditions at ${name}`}
        onClick={onClose}
      >
        Close
      </button>
      {rows.length ? (
        <dl className="wx-marker-detail__rows">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                <Swatch colour={row.colour} />
                {row.text}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>No current conditions for this place.</p>
      )}
      {typeof marker.action === 'string' ? <a href={marker.action}>Forecast for {name}</a> : null}
    </section>
  );
}
