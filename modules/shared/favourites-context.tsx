import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { favouritesMachine } from '#machines/favourites.machine.ts';
import type { ActorUse } from '#machines/deferred-actor.ts';

/** The page's favourites actor, or until its statechart loads, its stand-in (decision 027). */
export type FavouritesActor = ActorUse<ActorRefFrom<typeof favouritesMachine>>;

/**
 * The one favourites actor of the page, shared by the header (star, dropdown) and the organiser
 * module. The app creates it (createFavouritesActor) and provides it here.
 */
export const FavouritesContext = createContext<FavouritesActor | null>(null);

export function useFavouritesActor(): FavouritesActor | null {
  return useContext(FavouritesContext);
}
