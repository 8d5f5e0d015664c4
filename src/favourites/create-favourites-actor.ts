import { createActor } from 'xstate';
import { favouritesMachine } from '#machines/favourites.machine.ts';
import { createFavouritesActors, createFavouritesApi } from './favourites-api.ts';
import type { FavouritesApiOptions } from './favourites-api.ts';

/** The page's favourites actor, started: in the browser only (it reads localStorage and fetches). */
export function createFavouritesActor(options: FavouritesApiOptions = {}) {
  return createActor(favouritesMachine.provide({ actors: createFavouritesActors(createFavouritesApi(options)) })).start();
}
