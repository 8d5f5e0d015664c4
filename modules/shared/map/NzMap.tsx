import type { ReactNode } from 'react';
import { MAP_HEIGHT, MAP_WIDTH, NZ_OUTLINE } from './projection.ts';
import type { MapSize } from './zoom.ts';
import '../shared.css';
import './map.css';

/** The New Zealand outline as an SVG; children draw in the same viewBox (see projection.ts). */
export function NzMap({
  size,
  label,
  children,
  describedBy,
}: {
  size: MapSize;
  label: string;
  children?: ReactNode;
  describedBy?: string;
}) {
  return (
    <svg
      className={`wx-map wx-map--${size}`}
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
    >
      <path className="wx-map__land" d={NZ_OUTLINE.path} aria-hidden="true" />
      {children}
    </svg>
  );
}
