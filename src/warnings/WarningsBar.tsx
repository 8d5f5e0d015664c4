import { RegionalBanner } from './RegionalBanner.tsx';
import type { WarningsView } from '#engine/warnings-view.ts';
import { barContent, noneText } from './warnings-text.ts';
import './WarningsBar.css';

export interface WarningsBarProps {
  view: WarningsView;
  /** The location's name, shown while its warnings load ('Loading warnings for Hokitika...'). */
  area: string;
  /** The page description's layout.hideWarningsBar. */
  hidden?: boolean;
  bannerOpen: boolean;
  onToggleBanner: () => void;
}

/**
 * The warnings bar under the header: colour from the highest severity, the counts text, and the
 * regional banner. Its height is reserved in CSS for every state, so loading -> loaded never
 * shifts the page (CLS 0); the server renders it in the loading state.
 */
export function WarningsBar({ view, area, hidden, bannerOpen, onToggleBanner }: WarningsBarProps) {
  if (hidden) return null;
  const content = barContent(view, area);
  const text = content.level ? (
    <>
      <span className="wx-visually-hidden">{content.level}:</span> {content.text}
    </>
  ) : (
    content.text
  );
  const areaName = view.warningAreaName ?? area;
  return (
    <section
      className={`wx-warnings-bar wx-warnings-bar--${content.colour}`}
      aria-label="Severe weather warnings"
      data-load-state={view.loadState}
    >
      <div className="wx-warnings-bar__inner">
        <p className="wx-warnings-bar__status" role="status">
          {content.href ? <a href={content.href}>{text}</a> : text}
        </p>
        {view.loadState !== 'loaded' ? null : view.regional.length ? (
          <RegionalBanner
            areaName={areaName}
            regional={view.regional}
            open={bannerOpen}
            onToggle={onToggleBanner}
          />
        ) : (
          <p className="wx-warnings-bar__region">{noneText(areaName)}</p>
        )}
      </div>
    </section>
  );
}
