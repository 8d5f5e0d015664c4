import { useId, useRef } from 'react';
import type { Warning } from '#schemas/generated/types.ts';
import { WarningsPanel } from './WarningsPanel.tsx';
import { highestLevel } from './warnings-text.ts';

export interface RegionalBannerProps {
  /** The region's name (warningAreaName). */
  areaName: string;
  regional: readonly Warning[];
  open: boolean;
  onToggle: () => void;
}

/**
 * The regional warnings banner: a disclosure button and the region's warnings in the panel.
 * Open state lives in the warnings machine (bannerOpen), which closes it on navigation.
 */
export function RegionalBanner({ areaName, regional, open, onToggle }: RegionalBannerProps) {
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const count = regional.length;
  return (
    <div
      className={`wx-regional-banner wx-regional-banner--${highestLevel(regional)}`}
      onKeyDown={(e) => {
        // Escape closes the panel from anywhere inside it and gives focus back to its button.
        if (e.key !== 'Escape' || !open) return;
        onToggle();
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="wx-regional-banner__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {count === 1 ? `1 warning for ${areaName}` : `${count} warnings for ${areaName}`}
      </button>
      <div id={id} className="wx-regional-banner__content" hidden={!open}>
        {open ? <WarningsPanel warnings={regional} /> : null}
      </div>
    </div>
  );
}
