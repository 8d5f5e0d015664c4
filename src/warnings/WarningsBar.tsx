import { RegionalBanner } from './RegionalBanner.tsx';
import type { WarningsView } from '#engine/warnings-view.ts';
import type { Warning } from '#schemas/generated/types.ts';
import type { BarHeadline } from '#engine/vocabulary/warning-headline.ts';
import { useIslands } from '#engine/react/islands.tsx';
import { barContent, noneText } from './warnings-text.ts';
import './WarningsBar.css';

/** The headline's key among the island's kept parts (engine/react/islands.tsx `hole`). */
const HEADLINE = 'warning-headline';

export interface WarningsBarProps {
  view: WarningsView;
  /** The location's name, shown while its warnings load ('Loading warnings for Hokitika...'). */
  area: string;
  /** The page description's layout.hideWarningsBar. */
  hidden?: boolean;
  bannerOpen: boolean;
  onToggleBanner: () => void;
  /**
   * Names the most severe warning ('Red Heavy Rain Warning until 1 pm Friday': barHeadline at
   * the page's clock). Without it, the bar keeps the server's words (src/app/PageChrome.tsx).
   */
  nameWarning?: (warnings: readonly Warning[]) => BarHeadline | undefined;
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
  nameWarning,
}: WarningsBarProps) {
  const { hole } = useIslands();
  if (hidden) return null;
  const content = barContent(view, area);
  const areaName = view.warningAreaName ?? area;
  const loaded = view.loadState === 'loaded';
  const named = loaded ? nameWarning?.(view.warnings) : undefined;
  // Hydrating the first page, the server's headline stays as it is (an island's hole, as a static
  // module's HTML does): the words need no code in the first load. A change of warnings while
  // this page is open shows in the counts at once and in the headline from the next page on.
  const kept = loaded && !nameWarning ? hole?.(HEADLINE) : undefined;
  // The level in words for those who do not see the colour (issue 29), unless the headline after
  // the counts names it already ('Red Heavy Rain Warning ...'): said once, not twice.
  const text =
    content.level && !(named || kept) ? (
      <>
        <span className="wx-visually-hidden">{content.level}:</span> {content.text}
      </>
    ) : (
      content.text
    );
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
        {named || kept ? (
          <p
            className="wx-warnings-bar__headline"
            data-key={HEADLINE}
            {...(named
              ? { children: named.url ? <a href={named.url}>{named.text}</a> : named.text }
              : { dangerouslySetInnerHTML: { __html: kept ?? '' } })}
          />
        ) : null}
        {!loaded ? null : view.regional.length ? (
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
