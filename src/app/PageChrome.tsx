import type { ReactNode } from 'react';
import type { WarningsActorRef } from '#machines/warnings.machine.ts';
import type { ActorUse } from '#machines/deferred-actor.ts';
import type { PageDescription, Warning } from '#schemas/generated/types.ts';
import type { FavouritesActor } from '#modules/shared/favourites-context.tsx';
import { SearchBar } from '#src/search/SearchBar.tsx';
import { Header } from '#src/shell/Header.tsx';
import type { ExternalLink } from '#engine/site-links.ts';
import { useWarningsBanner, useWarningsFor } from '#src/warnings/use-warnings.ts';
import { LOADING_VIEW, warningsEntryId } from '#engine/warnings-view.ts';
import type { InitialWarnings, WarningsView } from '#engine/warnings-view.ts';
import type { BarHeadline } from '#engine/vocabulary/warning-headline.ts';
import { WarningsBar } from '#src/warnings/WarningsBar.tsx';

type SearchActor = Parameters<typeof SearchBar>[0]['search'];

/** Long-lived actors of the page chrome. The server has a search actor only (nothing runs there). */
export interface ChromeActors {
  search: SearchActor;
  preloadSearch?: () => void;
  favourites: FavouritesActor | null;
  warnings: ActorUse<WarningsActorRef> | null;
  navigate?: (url: string) => void;
  /** The warnings the server rendered into the first page (same on both sides, so hydration matches). */
  initialWarnings?: InitialWarnings;
  /**
   * Names the most severe warning in the bar (issue 22: barHeadline at the page's clock). The
   * server and the page app have it; the browser hydrating the first page has not (the code is
   * not in the first load): its bar keeps the words the server wrote.
   */
  nameWarning?: (warnings: readonly Warning[]) => BarHeadline | undefined;
}

/** The site header for the page shown, with its search bar and favourites. */
export function pageHeader(
  actors: ChromeActors,
  path: string,
  moreLinks: ExternalLink[],
  description: PageDescription | undefined,
): ReactNode {
  return <Header path={path} moreLinks={moreLinks} search={pageSearch(actors, description)} />;
}

/** The header's search bar and favourites for the page shown. */
function pageSearch(actors: ChromeActors, description: PageDescription | undefined): ReactNode {
  const location = description?.location;
  return (
    <SearchBar
      search={actors.search}
      favourites={actors.favourites}
      searchLabel={description?.searchLabel}
      location={location ? { key: location.key, type: location.type, label: location.label } : null}
      preloadSearch={actors.preloadSearch}
      relevantLocations={description?.layout.search?.relevantLocations}
      navigate={actors.navigate}
    />
  );
}

function LiveWarnings({
  actor,
  type,
  keyName,
  area,
  initial,
  nameWarning,
}: {
  actor: ActorUse<WarningsActorRef>;
  type: string;
  keyName: string;
  area: string;
  initial: WarningsView | undefined;
  nameWarning: ChromeActors['nameWarning'];
}) {
  const live = useWarningsFor(actor, type, keyName);
  // The server's answer stays until the browser has its own, so the bar neither flashes
  // 'Loading...' nor changes height (CLS) while the first request runs.
  const view = live.loadState === 'loading' && initial ? initial : live;
  const { bannerOpen, toggle } = useWarningsBanner(actor);
  return (
    <WarningsBar
      view={view}
      area={area}
      bannerOpen={bannerOpen}
      onToggleBanner={toggle}
      nameWarning={nameWarning}
    />
  );
}

/**
 * The warnings bar, only on pages about a location (a page without one would only ever show the
 * failure text). The server renders the location's warnings when it has them (loading when it
 * has not), so a visitor sees them before any script runs; the browser then polls.
 */
export function pageWarnings(
  actors: ChromeActors,
  description: PageDescription | undefined,
): ReactNode {
  const location = description?.location;
  if (!location || description.layout.hideWarningsBar) return null;
  const id = warningsEntryId(location.type, location.key);
  const initial = actors.initialWarnings?.id === id ? actors.initialWarnings.view : undefined;
  if (!actors.warnings)
    return (
      <WarningsBar
        view={initial ?? LOADING_VIEW}
        area={location.label}
        bannerOpen={false}
        onToggleBanner={() => undefined}
        nameWarning={actors.nameWarning}
      />
    );
  return (
    <LiveWarnings
      key={id}
      actor={actors.warnings}
      type={location.type}
      keyName={location.key}
      area={location.label}
      initial={initial}
      nameWarning={actors.nameWarning}
    />
  );
}
