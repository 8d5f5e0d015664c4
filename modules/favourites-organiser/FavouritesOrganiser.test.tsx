// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { testContext } from '#tests/support/module-fixtures.ts';
import type { FavouriteItem } from '#schemas/generated/types.ts';
import { favouritesMachine } from '#machines/favourites.machine.ts';
import type {
  FavouritesLoadInput,
  FavouritesSyncInput,
  LoadedFavourites,
} from '#machines/favourites.machine.ts';
import { readFavouritesRecord } from '#machines/favourites-list.ts';
import { memoryStorage, storage } from '#machines/storage.ts';
import { FavouritesContext } from '#modules/shared/favourites-context.tsx';
import FavouritesOrganiserModule from './FavouritesOrganiser.tsx';
import { validateModuleFavouritesOrganiser } from '#schemas/generated/validators.js';
import { entry } from './entry.ts';

const item = (key: string): FavouriteItem => ({
  key,
  type: 'towns-cities',
  label: key[0]!.toUpperCase() + key.slice(1),
  link: { url: `/towns-cities/locations/${key}` },
});
const FOUR = ['auckland', 'wellington', 'nelson', 'napier'].map(item);

function setup() {
  storage.setAdapter(memoryStorage());
  const favourites = createActor(
    favouritesMachine.provide({
      actors: {
        loadFavourites: fromPromise<LoadedFavourites, FavouritesLoadInput>(async () => ({
          items: FOUR,
          topCount: 3,
          restored: false,
        })),
        syncFavourites: fromPromise<string[], FavouritesSyncInput>(
          async ({ input }) => input.record.items,
        ),
      },
    }),
  ).start();
  render(
    <FavouritesContext.Provider value={favourites}>
      <FavouritesOrganiserModule
        config={{ name: 'favourites-organiser' }}
        context={testContext()}
      />
    </FavouritesContext.Provider>,
  );
  return { favourites, user: userEvent.setup() };
}

afterEach(() => storage.setAdapter(null));
const names = () =>
  within(screen.getByRole('list', { name: 'My Favourites' }))
    .getAllByRole('link')
    .map((a) => a.textContent);
const topNames = () =>
  [...document.querySelectorAll('.wx-organiser__item--top a')].map((a) => a.textContent);

describe('favourites organiser', () => {
  it('validates its config', () => {
    expect(entry.name).toBe('favourites-organiser');
    expect(validateModuleFavouritesOrganiser({ name: 'favourites-organiser' })).toBe(true);
    expect(validateModuleFavouritesOrganiser({ name: 'favourites-organiser', title: 5 })).toBe(
      false,
    );
    expect(validateModuleFavouritesOrganiser({ name: 'text' })).toBe(false);
  });

  it('reorders by keyboard with announcements; the top three are saved', async () => {
    const { user } = setup();
    const move = await screen.findByRole('button', { name: 'Move Napier' });
    expect(topNames()).toEqual(['Auckland', 'Wellington', 'Nelson']);
    move.focus();
    await user.keyboard(' ');
    expect(screen.getByText(/Napier picked up, position 4 of 4/)).toBeTruthy();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByText('Napier, position 1 of 4, a top favourite.')).toBeTruthy();
    expect(readFavouritesRecord()).toBeNull();
    await user.keyboard(' ');
    expect(names()).toEqual(['Napier', 'Auckland', 'Wellington', 'Nelson']);
    expect(topNames()).toEqual(['Napier', 'Auckland', 'Wellington']);
    expect(readFavouritesRecord()).toEqual({
      items: [
        'towns-cities/napier',
        'towns-cities/auckland',
        'towns-cities/wellington',
        'towns-cities/nelson',
      ],
      topCount: 3,
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Napier' }));
  });

  it('reorders with one click a step (a single pointer: WCAG 2.5.7), said as it goes', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Move Napier up' }));
    expect(names()).toEqual(['Auckland', 'Wellington', 'Napier', 'Nelson']);
    expect(screen.getByRole('status').textContent).toBe(
      'Napier moved up, position 3 of 4, a top favourite.',
    );
    expect(readFavouritesRecord()?.items[2]).toBe('towns-cities/napier');
    // At an end the button stays (a disabled one would drop the focus) and says why nothing moved.
    const first = screen.getByRole('button', { name: 'Move Auckland up' });
    expect(first.getAttribute('aria-disabled')).toBe('true');
    await user.click(first);
    expect(screen.getByRole('status').textContent).toBe('Auckland is already first.');
    await user.click(screen.getByRole('button', { name: 'Move Auckland down' }));
    expect(names()).toEqual(['Wellington', 'Auckland', 'Napier', 'Nelson']);
  });

  it('picks up and drops with a click on Move too', async () => {
    const { user } = setup();
    const move = await screen.findByRole('button', { name: 'Move Nelson' });
    await user.click(move);
    expect(move.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Move Nelson' }));
    expect(names()).toEqual(['Auckland', 'Nelson', 'Wellington', 'Napier']);
    expect(screen.getByRole('button', { name: 'Move Nelson' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('Escape cancels a keyboard move', async () => {
    const { user } = setup();
    (await screen.findByRole('button', { name: 'Move Auckland' })).focus();
    await user.keyboard(' {ArrowDown}{Escape}');
    expect(names()).toEqual(['Auckland', 'Wellington', 'Nelson', 'Napier']);
    expect(screen.getByText('Move cancelled. Auckland is back at position 1.')).toBeTruthy();
  });

  it('reorders by drag and drop and removes', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Move Nelson' });
    const rows = screen.getAllByRole('listitem');
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(rows[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    expect(names()).toEqual(['Nelson', 'Auckland', 'Wellington', 'Napier']);
    await user.click(screen.getByRole('button', { name: 'Remove Auckland from favourites' }));
    expect(names()).toEqual(['Nelson', 'Wellington', 'Napier']);
    expect(readFavouritesRecord()?.topCount).toBe(3);
  });
});
