import { useRef } from 'react';

interface Props {
  /** The editor column's width in px. */
  value: number;
  min: number;
  max: number;
  onChange(width: number): void;
}

const STEP = 32;

/**
 * The handle between the editor and the preview: drag it, or focus it and use the arrow keys
 * (Home and End for the narrowest and widest), as a window splitter does (WAI-ARIA).
 */
export function Splitter({ value, min, max, onChange }: Props) {
  const start = useRef<{ x: number; width: number } | null>(null);
  const clamp = (w: number) => Math.round(Math.min(max, Math.max(min, w)));
  return (
    <div
      className="tools-splitter"
      role="separator"
      aria-orientation="vertical"
      aria-label="Width of the editor column"
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onKeyDown={(e) => {
        const next =
          e.key === 'ArrowLeft'
            ? value - STEP
            : e.key === 'ArrowRight'
              ? value + STEP
              : e.key === 'Home'
                ? min
                : e.key === 'End'
                  ? max
                  : undefined;
        if (next === undefined) return;
        e.preventDefault();
        onChange(clamp(next));
      }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        start.current = { x: e.clientX, width: value };
      }}
      onPointerMove={(e) => {
        if (start.current) onChange(clamp(start.current.width + e.clientX - start.current.x));
      }}
      onPointerUp={() => {
        start.current = null;
      }}
    />
  );
}
