import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { FavouriteItem } from '#schemas/generated/types.ts';
import { groupResults, SEARCH_MIN_LENGTH } from '#machines/search.machine.ts';
import type { SearchHit, searchMachine } from '#machines/search.machine.ts';
import type { RecentSearch } from '#machines/recent-searches.ts';
import type { ActorUse } from '#machines/deferred-actor.ts';
import { LiveRegion } from '#engine/react/LiveRegion.tsx';
import { nextTab } from '#modules/shared/tab-keys.ts';
import { Dialog } from '#src/shell/Dialog.tsx';
import { SEARCH_FAILED_TEXT } from './search-texts.ts';
import './search.css';

/** The page's search actor, or until its statechart loads, its stand-in (decision 027). */
export type SearchActor = ActorUse<ActorRefFrom<typeof searchMachine>>;

export interface LinkGroup {
  title: string;
  links: { label: string; url: string }[];
}

export interface SearchOverlayProps {
  search: SearchActor;
  /** The screen's search label, or the default. */
  placeholder: string;
  onClose: () => void;
  /** Opens a result or link (client-side navigation); default a full page load. */
  navigate?: (url: string) => void;
  /** Called on the input's first focus: loads the search client. */
  onFirstFocus?: () => void;
  favourites?: readonly FavouriteItem[];
  relevantLocations?: readonly LinkGroup[];
  /** Optional map module shown with short input. */
  map?: ReactNode;
  /**
   * False where the overlay is shown in place among other controls (the QA studio's live view,
   * whose step buttons must stay usable): then it neither makes the page inert nor holds Tab.
   */
  modal?: boolean;
}

const defaultNavigate = (url: string): void => window.location.assign(url);

/**
 * The search overlay (spec section 2): a modal dialog (the site's one, so Tab stays inside and
 * Escape closes it from anywhere in it) holding a WAI-ARIA combobox whose listbox groups results
 * by type, 'Towns & Cities' first. Arrow keys move through results, Enter opens the active one
 * (the first when none is active); how many were found is said once they come. Short input shows
 * recent searches, favourites and relevant locations (tabs on small screens, moved between with
 * the arrow keys; columns on large).
 */
export function SearchOverlay({
  search,
  placeholder,
  onClose,
  navigate = defaultNavigate,
  onFirstFocus,
  favourites = [],
  relevantLocations = [],
  modal = true,
  map,
}: SearchOverlayProps) {
  const query = useSelector(search, (s) => s.context.query);
  const results = useSelector(search, (s) => s.context.results);
  const showingResults = useSelector(search, (s) => s.matches('results'));
  const failed = useSelector(search, (s) => s.context.failed);
  const recent = useSelector(search, (s) => s.context.recentSearches);
  const [active, setActive] = useState(-1);
  const [tab, setTab] = useState(0);
  const focused = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const short = query.trim().length < SEARCH_MIN_LENGTH;
  const groups = groupResults(results);
  const flat = groups.flatMap((g) => g.hits);
  const expanded = !short && showingResults && flat.length > 0;

  useEffect(() => input.current?.focus(), []);
  useEffect(() => setActive(-1), [results]);

  const open = (hit: Pick<SearchHit, 'title' | 'type' | 'url'>) => {
    search.send({ type: 'search.select', hit: { title: hit.title, type: hit.type, url: hit.url } });
    onClose();
    navigate(hit.url);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && flat.length > 0) {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + flat.length + (i < 0 && step < 0 ? 1 : 0)) % flat.length);
    } else if (e.key === 'Enter' && expanded) {
      e.preventDefault();
      const hit = flat[active >= 0 ? active : 0];
      if (hit) open(hit);
    }
  };

  const sections: { title: string; body: ReactNode }[] = [
    {
      title: 'Recent searches',
      body: (
        <LinkList
          links={recent.map((r: RecentSearch) => ({ label: r.title, url: r.url }))}
          empty="No recent searches"
          onOpen={(l) =>
            open({
              title: l.label,
              url: l.url,
              type: recent.find((r) => r.url === l.url)?.type ?? '',
            })
          }
        />
      ),
    },
    {
      title: 'My Favourites',
      body: (
        <LinkList
          links={favourites.map((f) => ({ label: f.label, url: f.link.url }))}
          empty="No favourites yet"
          onOpen={(l) => (onClose(), navigate(l.url))}
        />
      ),
    },
    ...relevantLocations.map((g) => ({
      title: g.title,
      body: <LinkList links={g.links} empty="" onOpen={(l) => (onClose(), navigate(l.url))} />,
    })),
  ];

  const found = !short && showingResults ? flat.length : -1;
  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTab(e.key, tab, sections.length);
    if (next === null) return;
    e.preventDefault();
    setTab(next);
    (e.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <Dialog className="wx-search-overlay" aria-label="Search" onClose={onClose} modal={modal}>
      <div className="wx-search-overlay__bar">
        <input
          ref={input}
          className="wx-search-overlay__input"
          type="text"
          role="combobox"
          aria-label={placeholder}
          placeholder={placeholder}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onFocus={() => {
            if (!focused.current) onFirstFocus?.();
            focused.current = true;
          }}
          onChange={(e) => search.send({ type: 'search.input', query: e.target.value })}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="wx-search-overlay__close" onClick={onClose}>
          Close search
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Search results"
        className="wx-search-results"
        hidden={!expanded}
      >
        {groups.map((g) => (
          <li key={g.type} role="presentation">
            <ul
              role="group"
              aria-labelledby={`${id}-${g.type}`}
              className="wx-search-results__group"
            >
              <li role="presentation" id={`${id}-${g.type}`} className="wx-search-results__title">
                {g.title}
              </li>
              {g.hits.map((hit) => {
                const i = flat.indexOf(hit);
                return (
                  <li
                    key={hit.objectID}
                    id={`${id}-opt-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className={`wx-search-results__option${i === active ? ' wx-search-results__option--active' : ''}`}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => open(hit)}
                  >
                    <span className="wx-search-results__name">{hit.title}</span>{' '}
                    <span className="wx-search-results__region">{hit.region}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      {!short && failed && (
        <p className="wx-load-failed wx-search-overlay__failed" role="alert">
          {SEARCH_FAILED_TEXT}
        </p>
      )}
      {found === 0 && (
        <p className="wx-search-overlay__empty">No results found for {query.trim()}</p>
      )}
      <LiveRegion
        text={
          found < 0
            ? ''
            : found === 0
              ? `No results found for ${query.trim()}`
              : `${found} ${found === 1 ? 'result' : 'results'} for ${query.trim()}`
        }
      />
      {short && (
        <div className="wx-search-overlay__sections">
          <div
            role="tablist"
            aria-label="Search suggestions"
            className="wx-search-overlay__tabs"
            onKeyDown={onTabKey}
          >
            {sections.map((s, i) => (
              <button
                key={s.title}
                type="button"
                role="tab"
                id={`${id}-tab-${i}`}
                aria-controls={`${id}-panel-${i}`}
                aria-selected={i === tab}
                tabIndex={i === tab ? 0 : -1}
                onClick={() => setTab(i)}
              >
                {s.title}
              </button>
            ))}
          </div>
          {sections.map((s, i) => (
            <section
              key={s.title}
              id={`${id}-panel-${i}`}
              role="tabpanel"
              aria-labelledby={`${id}-tab-${i}`}
              className={`wx-search-overlay__panel${i === tab ? ' wx-search-overlay__panel--current' : ''}`}
            >
              <h2 className="wx-search-overlay__heading">{s.title}</h2>
              {s.body}
            </section>
          ))}
          {map && <div className="wx-search-overlay__map">{map}</div>}
        </div>
      )}
    </Dialog>
  );
}

function LinkList({
  links,
  empty,
  onOpen,
}: {
  links: readonly { label: string; url: string }[];
  empty: string;
  onOpen: (l: { label: string; url: string }) => void;
}) {
  if (links.length === 0) return empty ? <p className="wx-search-overlay__none">{empty}</p> : null;
  return (
    <ul className="wx-search-overlay__links">
      {links.map((l) => (
        <li key={l.url}>
          <a
            href={l.url}
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              onOpen(l);
            }}
          >
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
