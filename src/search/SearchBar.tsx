import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { FavouritesActor } from '#modules/shared/favourites-context.tsx';
import { actorLoaded, actorReady } from '#machines/deferred-actor.ts';
import { LazyPart } from '#src/app/LazyPart.tsx';
import { FavouritesMenu } from './FavouritesMenu.tsx';
import { FavouriteStar } from './FavouriteStar.tsx';
import type { StarLocation } from './FavouriteStar.tsx';
import type { LinkGroup, SearchActor } from './SearchOverlay.tsx';

// Loaded when a visitor first opens search (or focuses its button), not with the page.
// A failed load (offline) shows "Search could not load" with a retry; the page stays.
const loadOverlay = () => import('./SearchOverlay.tsx').then((m) => ({ default: m.SearchOverlay }));

export const DEFAULT_SEARCH_LABEL = 'Search for a location';
/** Page-level marker while the overlay is open (spec section 2). */
export const SEARCH_OPEN_CLASS = 'wx-search-open';

export interface SearchBarProps {
  search: SearchActor;
  /** The screen's search label (page.searchLabel). */
  searchLabel?: string;
  /** The screen's location; the star shows only with a location and a search label. */
  location?: StarLocation | null;
  favourites?: FavouritesActor | null;
  /** Starts loading the search client (createSearchRunner(...).preload). */
  preloadSearch?: () => void;
  relevantLocations?: readonly LinkGroup[];
  map?: ReactNode;
  navigate?: (url: string) => void;
}

const EMPTY: never[] = [];

/**
 * The header's search bar: opens the overlay, and holds the favourite star and favourites menu.
 * Opening records the scroll offset and marks the page; closing clears the input and restores
 * the scroll position (spec section 2).
 */
export function SearchBar({
  search,
  searchLabel,
  location,
  favourites,
  preloadSearch,
  relevantLocations,
  map,
  navigate,
}: SearchBarProps) {
  const [open, setOpen] = useState(false);
  const offsetTop = useRef(0);
  const trigger = useRef<HTMLButtonElement>(null);
  const preloaded = useRef(false);
  const favouriteItems = useSelector(favourites ?? undefined, (s) => s?.context.items) ?? EMPTY;
  const label = searchLabel || DEFAULT_SEARCH_LABEL;
  // The overlay reads the search actor: until its statechart is here, it waits for it too
  // (decision 027).
  const loadOverlayAndSearch = actorLoaded(search)
    ? loadOverlay
    : () => Promise.all([loadOverlay(), actorReady(search)]).then(([overlay]) => overlay);

  const preload = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    // Only warming the cache: a failure here is shown (and retried) when the overlay opens.
    loadOverlayAndSearch().catch(() => undefined);
    preloadSearch?.();
  };
  const openOverlay = () => {
    offsetTop.current = window.scrollY;
    preload();
    setOpen(true);
  };
  const closeOverlay = () => {
    search.send({ type: 'search.clear' });
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add(SEARCH_OPEN_CLASS);
    const top = offsetTop.current;
    return () => {
      root.classList.remove(SEARCH_OPEN_CLASS);
      window.scrollTo(0, top);
      // Focus goes back to the button without scrolling up to it: the reader stays where they were.
      trigger.current?.focus({ preventScroll: true });
    };
  }, [open]);

  return (
    // A form, so that without JavaScript the control submits to the search page (/search); with
    // it, the overlay opens instead and nothing inside (the overlay's input) submits the form.
    <form className="wx-search-bar" action="/search" onSubmit={(e) => e.preventDefault()}>
      <button
        ref={trigger}
        className="wx-search-bar__field"
        aria-haspopup="dialog"
        onFocus={preload}
        onClick={(e) => {
          e.preventDefault();
          openOverlay();
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>{label}</span>
      </button>
      {favourites && location && searchLabel && (
        <FavouriteStar favourites={favourites} location={location} />
      )}
      {favourites && <FavouritesMenu favourites={favourites} />}
      {open && (
        <LazyPart
          part="search-overlay"
          what="Search"
          load={loadOverlayAndSearch}
          props={{
            search,
            placeholder: label,
            onClose: closeOverlay,
            onFirstFocus: preload,
            favourites: favouriteItems,
            ...(relevantLocations ? { relevantLocations } : {}),
            ...(map ? { map } : {}),
            ...(navigate ? { navigate } : {}),
          }}
        />
      )}
    </form>
  );
}
