import type { ReactNode } from 'react';
import type { WarningsActorRef } from '#machines/warnings.machine.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import type { FavouritesActor } from '#src/favourites/FavouritesContext.tsx';
import { SearchBar } from '#src/search/SearchBar.tsx';
import { useWarningsBanner, useWarningsFor } from '#src/warnings/use-warnings.ts';
import type { WarningsView } from '#src/warnings/warnings-text.ts';
import { WarningsBar } from '#src/warnings/WarningsBar.tsx';

type SearchActor = Parameters<typeof SearchBar>[0]['search'];

/** Long-lived actors of the page chrome. The server has a search actor only (nothing runs there). */
export interface ChromeActors {
  search: SearchActor;
  preloadSearch?: () => void;
  favourites: FavouritesActor | null;
  warnings: WarningsActorRef | null;
  navigate?: (url: string) => void;
}

const LOADING: WarningsView = { loadState: 'loading', warnings: [], summary: [], regional: [] };

/** The header's search bar and favourites for the page shown. */
export function pageSearch(actors: ChromeActors, description: PageDescription | undefined): ReactNode {
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

function LiveWarnings({ actor, type, keyName, area }: { actor: WarningsActorRef; type: string; keyName: string; area: string }) {
  const view = useWarningsFor(actor, type, keyName);
  const { bannerOpen, toggle } = useWarningsBanner(actor);
  return <WarningsBar view={view} area={area} bannerOpen={bannerOpen} onToggleBanner={toggle} />;
}

/**
 * The warnings bar, only on pages about a location (a page without one would only ever show the
 * failure text). The server renders it loading, with its height reserved; the browser polls.
 */
export function pageWarnings(actor: WarningsActorRef | null, description: PageDescription | undefined): ReactNode {
  const location = description?.location;
  if (!location || description.layout.hideWarningsBar) return null;
  if (!actor) return <WarningsBar view={LOADING} area={location.label} bannerOpen={false} onToggleBanner={() => undefined} />;
  return <LiveWarnings key={`${location.type}/${location.key}`} actor={actor} type={location.type} keyName={location.key} area={location.label} />;
}
