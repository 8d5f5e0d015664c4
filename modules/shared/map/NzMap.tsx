import type { ReactNode } from 'react';
import { MAP_HEIGHT, MAP_WIDTH, NZ_OUTLINE } from './projection.ts';
import type { MapSize } from './zoom.ts';
import '../shared.css';
import './map.css';

/**
 * Sea east of the outline: East Cape's towns label seaward, as on the national map (the label
 * layout in server/weather/label-layout.ts counts it).
 */
export const SEA_EAST = 40;

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
      viewBox={`0 0 ${MAP_WIDTH + SEA_EAST} ${MAP_HEIGHT}`}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
    >
      <path className="wx-map__land" d={NZ_OUTLINE.path} aria-hidden="true" />
      {children}
    </svg>
  );
}
