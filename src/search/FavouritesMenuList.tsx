import { useSelector } from '@xstate/react';
import { favouriteKeyOf, SAVED_HERE_TEXT } from '#machines/favourites-list.ts';
import type { FavouritesActor } from '#modules/shared/favourites-context.tsx';
import { FavouriteValue } from '#modules/shared/favourite-value.tsx';
import { FAVOURITES_MENU_COUNT } from './FavouritesMenu.tsx';

/**
 * The dropdown's list, each favourite with its value (issue 25: a surf break's rating, a kayak
 * spot's risk, a town's temperature and wind). Loaded when the menu first opens: visitors' pages
 * carry no more script before interaction (the radar page's budget).
 */
export default function FavouritesMenuList({ favourites }: { favourites: FavouritesActor }) {
  const items = useSelector(favourites, (s) => s.context.items);
  const syncError = useSelector(favourites, (s) => s.context.syncError);
  // Adds the server does not have yet, named as such while it cannot be reached.
  const changes = useSelector(favourites, (s) => s.context.changes);
  if (items.length === 0) return <p className="wx-favmenu__none">No favourites yet</p>;
  return (
    <ul className="wx-favmenu__list" aria-label="My Favourites">
      {items.slice(0, FAVOURITES_MENU_COUNT).map((i) => (
        <li key={favouriteKeyOf(i)}>
          <a href={i.link.url}>{i.label}</a> <FavouriteValue item={i} />
          {syncError && changes[favouriteKeyOf(i)]?.op === 'add' && (
            <small className="wx-favmenu__here"> {SAVED_HERE_TEXT}</small>
          )}
        </li>
      ))}
    </ul>
  );
}
