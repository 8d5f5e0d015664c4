// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import type { FavouriteItem } from '#schemas/generated/types.ts';
import { favouritesMachine } from '#machines/favourites.machine.ts';
import type {
  FavouritesLoadInput,
  FavouritesSyncInput,
  LoadedFavourites,
  RefreshedFavourites,
} from '#machines/favourites.machine.ts';
import { readFavouritesRecord } from '#machines/favourites-list.ts';
import { memoryStorage, storage } from '#machines/storage.ts';
import { searchMachine } from '#machines/search.machine.ts';
import { SearchBar } from './SearchBar.tsx';

const item = (key: string, label: string): FavouriteItem => ({
  key,
  type: 'towns-cities',
  label,
  link: { url: `/towns-cities/locations/${key}` },
  value: { temp: 17.4 },
});
const AUCKLAND = { key: 'auckland', type: 'towns-cities', label: 'Auckland' };

function setup(
  initial: FavouriteItem[] = [],
  syncFails = false,
  refreshed: (FavouriteItem | null)[] = [],
) {
  storage.setAdapter(memoryStorage());
  const favourites = createActor(
    favouritesMachine.provide({
      // The popover timer runs for real elsewhere; here it is long enough never to fire mid-test.
      actors: {
        loadFavourites: fromPromise<LoadedFavourites, FavouritesLoadInput>(async () => ({
          items: initial,
          topCount: Math.min(3, initial.length),
          restored: false,
        })),
        fetchFavourite: fromPromise<FavouriteItem | null, { favouriteKey: string }>(
          async ({ input }) => item(input.favouriteKey.split('/')[1]!, 'Auckland'),
        ),
        syncFavourites: fromPromise<string[], FavouritesSyncInput>(async ({ input }) => {
          if (syncFails) throw new Error('HTTP 503');
          return input.record.items;
        }),
        // The values now, as the favourites API gives them when the menu opens.
        refreshFavourites: fromPromise<RefreshedFavourites, { keys: string[] }>(async () => ({
          items: refreshed,
          at: 1,
        })),
      },
    }),
  ).start();
  const search = createActor(searchMachine, { input: { recentSearches: [] } }).start();
  render(
    <SearchBar
      search={search}
      favourites={favourites}
      location={AUCKLAND}
      searchLabel="Search Auckland"
    />,
  );
  return { favourites, user: userEvent.setup() };
}

afterEach(() => storage.setAdapter(null));

describe('favourite star and menu', () => {
  it('toggles add and remove, shows Favourite Added, saves the record', async () => {
    const { user, favourites } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Auckland to favourites' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Favourite Added');
    expect(readFavouritesRecord()).toEqual({ items: ['towns-cities/auckland'], topCount: 1 });
    act(() => favourites.send({ type: 'favourites.reset' }));
    expect(screen.queryByText('Favourite Added')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Auckland from favourites' }));
    expect(readFavouritesRecord()).toEqual({ items: [], topCount: 0 });
    expect(screen.getByRole('button', { name: 'Add Auckland to favourites' })).toBeTruthy();
  });

  it('previews the place among the top favourites on hover', async () => {
    const { user } = setup([item('nelson', 'Nelson')]);
    await user.hover(await screen.findByRole('button', { name: 'Add Auckland to favourites' }));
    expect(screen.getByText('Top favourites').parentElement?.textContent).toBe(
      'Top favouritesNelsonAuckland',
    );
  });

  it('is hidden without a search label', () => {
    storage.setAdapter(memoryStorage());
    const favourites = createActor(favouritesMachine).start();
    const search = createActor(searchMachine, { input: { recentSearches: [] } }).start();
    render(<SearchBar search={search} favourites={favourites} location={AUCKLAND} />);
    expect(screen.queryByRole('button', { name: /to favourites/ })).toBeNull();
  });

  it('lists the first favourites, Manage favourites, and says when it could not sync', async () => {
    const { user } = setup([item('nelson', 'Nelson'), item('napier', 'Napier')], true);
    await user.click(await screen.findByRole('button', { name: 'Add Auckland to favourites' }));
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    const list = await screen.findByRole('list', { name: 'My Favourites' });
    // Auckland's add is not on the server (the sync failed): it is named as kept here.
    await waitFor(() =>
      expect(list.textContent).toBe('Nelson 17°Napier 17°Auckland 17° Saved in this browser'),
    );
    expect(screen.getByRole('link', { name: 'Manage favourites' }).getAttribute('href')).toBe(
      '/manage-favourites',
    );
    await waitFor(() =>
      expect(
        screen.getByText('Your favourites could not be synced. They are saved in this browser.'),
      ).toBeTruthy(),
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Favourites' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it("shows each favourite's value as its type has it, fetched again when the menu opens", async () => {
    const place = (type: string, key: string, label: string): FavouriteItem => ({
      key,
      type,
      favouriteKey: `${type}/${key}`,
      label,
      link: { url: `/marine/${key}` },
    });
    const surf = place('surfing', 'manu-bay', 'Manu Bay');
    const kayak = place('kayak', 'mine-bay', 'Mine Bay');
    const ski = place('ski', 'old-field', 'Old Field');
    const { user } = setup([surf, kayak, ski], false, [
      { ...surf, value: { rating: 3, wind: { direction: 'E', averageSpeed: 8, gustSpeed: 14 } } },
      { ...kayak, value: { risk: 'moderate' } },
      { ...ski, unavailable: true },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Favourites' }));
    const list = await screen.findByRole('list', { name: 'My Favourites' });
    await waitFor(() =>
      expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'Manu Bay Wind E 8 kt, gusts 14 kteast 8 knots, gusts 14 knotsGood (3 of 4)',
        'Mine Bay Moderate risk',
        'Old Field No longer available',
      ]),
    );
  });
});
