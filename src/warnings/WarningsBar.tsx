import { RegionalBanner } from './RegionalBanner.tsx';
import type { WarningsView } from '#engine/warnings-view.ts';
import { warningHeadline } from '#engine/vocabulary/warning-headline.ts';
import { barContent, mostSevere, noneText } from './warnings-text.ts';
import './WarningsBar.css';

export interface WarningsBarProps {
  view: WarningsView;
  /** The location's name, shown while its warnings load ('Loading warnings for Hokitika...'). */
  area: string;
  /** The page description's layout.hideWarningsBar. */
  hidden?: boolean;
  bannerOpen: boolean;
  onToggleBanner: () => void;
  /** The page's clock (server and browser render the same words): 'from 5 pm' while ahead. */
  now: number;
}

/**
 * The warnings bar under the header: colour from the highest severity, the counts text, the most
 * severe warning by name, level and end time (linked to it on the warnings page), and the
 * regional banner. Its height is reserved in CSS for every state, so loading -> loaded never
 * shifts the page (CLS 0); the server renders it in the loading state.
 */
export function WarningsBar({
  view,
  area,
  hidden,
  bannerOpen,
  onToggleBanner,
  now,
}: WarningsBarProps) {
  if (hidden) return null;
  const content = barContent(view, area);
  const areaName = view.warningAreaName ?? area;
  const top = view.loadState === 'loaded' ? mostSevere(view.warnings) : undefined;
  const headline = top && warningHeadline(top, now);
  return (
    <section
      className={`wx-warnings-bar wx-warnings-bar--${content.colour}`}
      aria-label="Severe weather warnings"
      data-load-state={view.loadState}
    >
      <div className="wx-warnings-bar__inner">
        <p className="wx-warnings-bar__status" role="status">
          {content.href ? <a href={content.href}>{content.text}</a> : content.text}
        </p>
        {top ? (
          <p className="wx-warnings-bar__headline">
            {top.url ? <a href={top.url}>{headline}</a> : headline}
          </p>
        ) : null}
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
