import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { FavouritesActor } from '#modules/shared/favourites-context.tsx';
import { favouriteKeyOf, SAVED_HERE_TEXT, SYNC_ERROR_TEXT } from '#machines/favourites-list.ts';

/** How many favourites the dropdown lists (spec section 9 names the constant, not its value). */
export const FAVOURITES_MENU_COUNT = 5;

// Each favourite's value (issue 25) is drawn by a chunk loaded when the menu first opens: visitors'
// pages carry no more script before interaction (the radar page's budget).
const FavouriteValue = lazy(() =>
  import('#modules/shared/favourite-value.tsx').then((m) => ({ default: m.FavouriteValue })),
);

/**
 * The favourites dropdown (spec section 2): the first favourites and 'Manage favourites'.
 * `startOpen` shows it open without the toggle's click, which is a look at the list that may
 * refresh its values: the QA studio's live view shows the list without sending an event the
 * path being replayed does not hold.
 */
export function FavouritesMenu({
  favourites,
  startOpen = false,
}: {
  favourites: FavouritesActor;
  startOpen?: boolean;
}) {
  const items = useSelector(favourites, (s) => s.context.items);
  const syncError = useSelector(favourites, (s) => s.context.syncError);
  const refused = useSelector(favourites, (s) => s.context.refused);
  // Adds the server does not have yet, named as such while it cannot be reached.
  const changes = useSelector(favourites, (s) => s.context.changes);
  const [open, setOpen] = useState(startOpen);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  return (
    <div
      className="wx-favmenu"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault(); // the phone menu around it stays open
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
      // Closes when focus leaves it, as the More menu does: left open, it covered what took the
      // focus next (the warnings bar's button; issue 29).
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {/* No type: inside the search bar's form, whose submit the bar cancels (fewer bytes). */}
      <button
        className="wx-favmenu__toggle wx-js"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          // A look at the list: values older than the data cache's are fetched again (issue 25).
          if (!open) favourites.send({ type: 'favourites.refresh', at: Date.now() });
          setOpen(!open);
        }}
      >
        Favourites
      </button>
      <div id={id} className="wx-favmenu__panel wx-nojs" hidden={!open}>
        {items.length === 0 ? (
          <p className="wx-favmenu__none wx-js">No favourites yet</p>
        ) : (
          <ul className="wx-favmenu__list" aria-label="My Favourites">
            {items.slice(0, FAVOURITES_MENU_COUNT).map((i) => (
              <li key={favouriteKeyOf(i)}>
                <a href={i.link.url}>{i.label}</a>{' '}
                {open && (
                  <Suspense fallback={null}>
                    <FavouriteValue item={i} />
                  </Suspense>
                )}
                {syncError && changes[favouriteKeyOf(i)]?.op === 'add' && (
                  <small className="wx-favmenu__here"> {SAVED_HERE_TEXT}</small>
                )}
              </li>
            ))}
          </ul>
        )}
        {(syncError || refused) && (
          <p className="wx-favmenu__sync" role="status">
            {refused ?? SYNC_ERROR_TEXT}
          </p>
        )}
        <a className="wx-favmenu__manage" href="/manage-favourites">
          Manage favourites
        </a>
      </div>
    </div>
  );
}
