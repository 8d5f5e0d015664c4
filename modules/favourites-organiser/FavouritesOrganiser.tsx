import { useEffect, useId, useRef, useState } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { FavouriteItem, FavouritesOrganiserConfig } from '#schemas/generated/types.ts';
import { moveItem, TOP_FAVOURITES } from '#machines/favourites-list.ts';
import { useFavouritesActor } from '#modules/shared/favourites-context.tsx';
import { ModuleSection } from '#modules/shared/ModuleSection.tsx';
import { FavouriteValue } from '#modules/shared/favourite-value.tsx';
import type { FavouritesActor } from '#modules/shared/favourites-context.tsx';
import { SAVED_HERE_TEXT, SYNC_ERROR_TEXT } from '#machines/favourites-list.ts';
import { LiveRegion } from '#engine/react/LiveRegion.tsx';
import './FavouritesOrganiser.css';

const keyOf = (i: FavouriteItem): string => `${i.type}/${i.key}`;

/** /manage-favourites (spec section 2): the page's favourites actor comes from FavouritesContext. */
/** Favourites live in this browser (and its session), so showing them takes JavaScript. */
export const FAVOURITES_NEED_SCRIPT =
  'Your favourites are kept in this browser, and listing or organising them needs JavaScript. Turn it on to see them; search and every forecast work without it.';

export default function FavouritesOrganiserModule({
  config,
}: ModuleProps<FavouritesOrganiserConfig>) {
  const favourites = useFavouritesActor();
  return (
    <ModuleSection className="wx-organiser" title={config.title ?? 'Manage favourites'}>
      {favourites ? (
        <FavouritesOrganiser favourites={favourites} />
      ) : (
        <p className="wx-organiser__loading">Loading your favourites…</p>
      )}
      <noscript>
        <p>{FAVOURITES_NEED_SCRIPT}</p>
      </noscript>
    </ModuleSection>
  );
}

/**
 * The list with three ways to reorder: each item's up and down buttons (one click or tap a step:
 * WCAG 2.5.7's single-pointer way, which voice control and screen readers' browse mode use too),
 * drag and drop (native HTML5), and the keyboard: its Move button picks it up (click, Space or
 * Enter), the arrow keys move it, the button again drops it, Escape puts it back. Each step is
 * said by the live region. A move sends one `favourites.reorder`, keeping the top three
 * (TOP_FAVOURITES).
 */
export function FavouritesOrganiser({ favourites }: { favourites: FavouritesActor }) {
  const items = useSelector(favourites, (s) => s.context.items);
  const loading = useSelector(favourites, (s) => s.matches({ list: 'loading' }));
  const syncError = useSelector(favourites, (s) => s.context.syncError);
  // What the server refused (a list over its limit): said as it is, with no retry loop.
  const refused = useSelector(favourites, (s) => s.context.refused);
  const changes = useSelector(favourites, (s) => s.context.changes);
  const [picked, setPicked] = useState<{
    key: string;
    from: number;
    order: FavouriteItem[];
  } | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const helpId = useId();
  const shown = picked?.order ?? items;

  // Showing the list is a look at it: values older than the data cache's are fetched again.
  useEffect(() => {
    favourites.send({ type: 'favourites.refresh', at: Date.now() });
  }, [favourites]);

  // Moving a focused node in the DOM can drop its focus; keep it on the item being moved.
  useEffect(() => {
    if (picked) buttons.current.get(picked.key)?.focus();
  }, [picked]);

  const commit = (from: number, to: number, count: number) => {
    if (from !== to)
      favourites.send({
        type: 'favourites.reorder',
        from,
        to,
        topCount: Math.min(TOP_FAVOURITES, count),
      });
  };

  const pickOrDrop = (item: FavouriteItem, index: number) => {
    if (!picked) {
      setPicked({ key: keyOf(item), from: index, order: items });
      setAnnouncement(
        `${item.label} picked up, position ${index + 1} of ${items.length}. Use the arrow keys to move, Space to drop, Escape to cancel.`,
      );
    } else {
      commit(picked.from, index, shown.length);
      setAnnouncement(`${item.label} dropped, position ${index + 1} of ${shown.length}.`);
      setPicked(null);
    }
  };

  /** One step up or down at once (the up and down buttons). */
  const step = (item: FavouriteItem, index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= items.length) {
      setAnnouncement(`${item.label} is already ${to < 0 ? 'first' : 'last'}.`);
      return;
    }
    commit(index, to, items.length);
    setAnnouncement(
      `${item.label} moved ${by < 0 ? 'up' : 'down'}, position ${to + 1} of ${items.length}${to < TOP_FAVOURITES ? ', a top favourite' : ''}.`,
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, item: FavouriteItem, index: number) => {
    if (picked && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      e.preventDefault();
      const to = index + (e.key === 'ArrowUp' ? -1 : 1);
      if (to < 0 || to >= shown.length) return;
      setPicked({ ...picked, order: moveItem(shown, index, to) });
      setAnnouncement(
        `${item.label}, position ${to + 1} of ${shown.length}${to < TOP_FAVOURITES ? ', a top favourite' : ''}.`,
      );
    } else if (picked && e.key === 'Escape') {
      e.preventDefault();
      setPicked(null);
      setAnnouncement(`Move cancelled. ${item.label} is back at position ${picked.from + 1}.`);
    }
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragFrom !== null) commit(dragFrom, to, items.length);
    const moved = dragFrom !== null ? items[dragFrom] : undefined;
    if (moved) setAnnouncement(`${moved.label} moved to position ${to + 1} of ${items.length}.`);
    setDragFrom(null);
  };

  if (loading) return <p>Loading your favourites…</p>;
  if (items.length === 0)
    return <p>You have no favourites yet. Use the star beside the search bar to add a place.</p>;

  return (
    <>
      <p id={helpId} className="wx-organiser__help">
        Use a place&apos;s up and down buttons, or drag it, or press its Move button, then the arrow
        keys, then Move again. The first {TOP_FAVOURITES} are your top favourites.
      </p>
      {(syncError || refused) && (
        <p className="wx-organiser__sync" role="status">
          {refused ?? SYNC_ERROR_TEXT}
        </p>
      )}
      <ol className="wx-organiser__list" aria-label="My Favourites">
        {shown.map((item, index) => {
          const key = keyOf(item);
          const top = index < TOP_FAVOURITES;
          return (
            <li
              key={key}
              className={`wx-organiser__item${top ? ' wx-organiser__item--top' : ''}${picked?.key === key ? ' wx-organiser__item--picked' : ''}`}
              draggable
              onDragStart={(e) => {
                setDragFrom(index);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', key);
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, index)}
              onDragEnd={() => setDragFrom(null)}
            >
              <button
                type="button"
                className="wx-organiser__move"
                ref={(el) => {
                  if (el) buttons.current.set(key, el);
                  else buttons.current.delete(key);
                }}
                aria-describedby={helpId}
                aria-pressed={picked?.key === key}
                onClick={() => pickOrDrop(item, index)}
                onKeyDown={(e) => onKeyDown(e, item, index)}
                onBlur={() => picked?.key === key && setPicked(null)}
              >
                Move {item.label}
              </button>
              {/* Not disabled at the ends: a disabled button would drop the focus (issue 29). */}
              <button
                type="button"
                className="wx-organiser__step"
                aria-label={`Move ${item.label} up`}
                aria-disabled={index === 0}
                onClick={() => step(item, index, -1)}
              >
                <span aria-hidden="true">↑</span>
              </button>
              <button
                type="button"
                className="wx-organiser__step"
                aria-label={`Move ${item.label} down`}
                aria-disabled={index === shown.length - 1}
                onClick={() => step(item, index, 1)}
              >
                <span aria-hidden="true">↓</span>
              </button>
              <a className="wx-organiser__name" href={item.link.url}>
                {item.label}
              </a>
              <FavouriteValue item={item} />
              {top && <span className="wx-organiser__badge">Top favourite</span>}
              {syncError && changes[key]?.op === 'add' && (
                <span className="wx-organiser__badge">{SAVED_HERE_TEXT}</span>
              )}
              <button
                type="button"
                className="wx-organiser__remove"
                onClick={() => favourites.send({ type: 'favourites.remove', favouriteKey: key })}
              >
                Remove {item.label} from favourites
              </button>
            </li>
          );
        })}
      </ol>
      <LiveRegion text={announcement} />
    </>
  );
}
