import { createActor } from 'xstate';
import { favouritesMachine } from '#machines/favourites.machine.ts';
import { createFavouritesActors, createFavouritesApi } from './favourites-api.ts';
import type { FavouritesApiOptions } from './favourites-api.ts';

/**
 * The page's favourites actor, not yet started. The browser starts it once hydration has
 * committed (it reads localStorage and fetches), so the first render matches the server's, which
 * renders the same unstarted actor.
 */
export function createFavouritesActor(options: FavouritesApiOptions = {}) {
  return createActor(
    favouritesMachine.provide({ actors: createFavouritesActors(createFavouritesApi(options)) }),
  );
}
