import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { FavouritesActor } from '#modules/shared/favourites-context.tsx';
import { SYNC_ERROR_TEXT } from '#machines/favourites-list.ts';

/** How many favourites the dropdown lists (spec section 9 names the constant, not its value). */
export const FAVOURITES_MENU_COUNT = 5;

// The list with each favourite's value loads when the menu first opens (the visitors' budget).
const FavouritesMenuList = lazy(() => import('./FavouritesMenuList.tsx'));

/** The favourites dropdown (spec section 2): the first favourites and 'Manage favourites'. */
export function FavouritesMenu({ favourites }: { favourites: FavouritesActor }) {
  const syncError = useSelector(favourites, (s) => s.context.syncError);
  const refused = useSelector(favourites, (s) => s.context.refused);
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
        {open && (
          <Suspense fallback={<p className="wx-favmenu__none">Loading your favourites…</p>}>
            <FavouritesMenuList favourites={favourites} />
          </Suspense>
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
