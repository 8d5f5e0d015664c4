import { useId, useRef } from 'react';
import type { Warning } from '#schemas/generated/types.ts';
import { LazyPart } from '#src/app/LazyPart.tsx';
import { highestLevel, levelCounts } from './warnings-text.ts';

// The panel loads when a visitor opens it (the server never renders it open), not with the page.
const loadPanel = () => import('./WarningsPanel.tsx').then((m) => ({ default: m.WarningsPanel }));

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
  // The bar's own words (warnings, watches, outlooks), so bar and banner never disagree.
  const counts = levelCounts(regional, true) || `${regional.length} notices`;
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
        {`${counts} for ${areaName}`}
      </button>
      <div id={id} className="wx-regional-banner__content" hidden={!open}>
        {open ? (
          <LazyPart
            part="warnings-panel"
            what="Warnings"
            load={loadPanel}
            props={{ warnings: regional }}
          />
        ) : null}
      </div>
    </div>
  );
}
