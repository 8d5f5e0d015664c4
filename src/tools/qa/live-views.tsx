import type { ReactNode } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { SYNC_ERROR_TEXT } from '#machines/favourites-list.ts';
import type { FavouritesContext } from '#machines/favourites.machine.ts';
import type { FavouritesActor } from '#modules/shared/favourites-context.tsx';
import { FAVOURITES_MENU_COUNT, FavouritesMenu } from '../../search/FavouritesMenu.tsx';
import '../../search/search.css';
import '../../search/search-bar.css';

/**
 * The site's own components a replay mounts on the replayed actor, and what a visitor must see
 * in them for a given snapshot. Machines without one are replayed on the machine alone.
 */
export interface LiveView {
  title: string;
  render(actor: AnyActorRef): ReactNode;
  /** Null when the UI shows what the snapshot says; else what differs, in words. */
  check(root: HTMLElement, snapshot: AnyMachineSnapshot): string | null;
}

const text = (el: Element | null) => el?.textContent?.trim() ?? '';

const favouritesView: LiveView = {
  title: 'Favourites menu (the header’s dropdown)',
  render: (actor) => <FavouritesMenu favourites={actor as FavouritesActor} />,
  check(root, snapshot) {
    const { items, syncError, refused } = snapshot.context as FavouritesContext;
    const expected = items.slice(0, FAVOURITES_MENU_COUNT).map((i) => i.label);
    const list = root.querySelector('ul[aria-label="My Favourites"]');
    const shown = list
      ? [...list.querySelectorAll('a')].map((a) => text(a.firstChild?.parentElement ?? a))
      : [];
    if (expected.length === 0 && !text(root).includes('No favourites yet'))
      return `The menu should say 'No favourites yet' but shows: ${shown.join(', ') || 'nothing'}`;
    if (JSON.stringify(shown.map((s) => s.replace(/\s*-?\d+°$/, ''))) !== JSON.stringify(expected))
      return `The menu should list ${expected.join(', ') || 'nothing'} but lists ${shown.join(', ') || 'nothing'}`;
    // What was refused is said instead of the outage text (issue 28).
    const notice = refused ?? (syncError ? SYNC_ERROR_TEXT : null);
    const shownNotice = text(root.querySelector('[role="status"]'));
    if (notice && shownNotice !== notice) return `The menu should say '${notice}'`;
    if (!notice && shownNotice) return `The menu says '${shownNotice}' but the list is saved`;
    return null;
  },
};

export const liveViews: Readonly<Record<string, LiveView>> = { favourites: favouritesView };
