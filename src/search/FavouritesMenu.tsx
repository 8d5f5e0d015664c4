import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { FavouritesActor } from '#modules/shared/favourites-context.tsx';
import { favouriteKeyOf, SAVED_HERE_TEXT, SYNC_ERROR_TEXT } from '#machines/favourites-list.ts';

/** How many favourites the dropdown lists (spec section 9 names the constant, not its value). */
export const FAVOURITES_MENU_COUNT = 5;

/** The favourites dropdown (spec section 2): the first favourites and 'Manage favourites'. */
export function FavouritesMenu({ favourites }: { favourites: FavouritesActor }) {
  const items = useSelector(favourites, (s) => s.context.items);
  const syncError = useSelector(favourites, (s) => s.context.syncError);
  const refused = useSelector(favourites, (s) => s.context.refused);
  // Adds the server does not have yet, named as such while it cannot be reached.
  const changes = useSelector(favourites, (s) => s.context.changes);
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen((v) => !v)}
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
                <a href={i.link.url}>
                  {i.label}
                  {typeof i.value?.temp === 'number' && (
                    <span className="wx-favmenu__temp"> {Math.round(i.value.temp)}°</span>
                  )}
                </a>
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
