import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { LiveRegion } from '#engine/react/LiveRegion.tsx';
import { favouriteKeyOf, topItems } from '#machines/favourites-list.ts';
import type { FavouritesActor } from '#modules/shared/favourites-context.tsx';

export interface StarLocation {
  key: string;
  type: string;
  label: string;
}

/**
 * The favourite star (spec section 4): toggles add/remove of the screen's location, shows
 * 'Favourite Added' (the machine hides it after 2.5 s) and, on hover or focus, previews the
 * location among the top favourites. While a change is saving the star is aria-disabled, never
 * disabled: a disabled button drops its focus to the page (issue 29). What happened is said by
 * the one live region, which is on the page before it speaks.
 */
export function FavouriteStar({
  favourites,
  location,
}: {
  favourites: FavouritesActor;
  location: StarLocation;
}) {
  const favouriteKey = favouriteKeyOf(location);
  const items = useSelector(favourites, (s) => s.context.items);
  const top = useSelector(favourites, (s) => topItems(s.context));
  const favsAdded = useSelector(favourites, (s) => s.context.favsAdded);
  // Why an add was refused (the list is full): said where the visitor is looking (issue 28).
  const refused = useSelector(favourites, (s) => s.context.refused);
  const busy = useSelector(favourites, (s) => !s.matches({ list: 'ready' }));
  const [preview, setPreview] = useState(false);
  const saved = items.some((i) => favouriteKeyOf(i) === favouriteKey);
  const label = saved
    ? `Remove ${location.label} from favourites`
    : `Add ${location.label} to favourites`;

  return (
    <span
      className="wx-star wx-js"
      onMouseEnter={() => setPreview(true)}
      onMouseLeave={() => setPreview(false)}
    >
      <button
        type="button"
        className={`wx-star__button${saved ? ' wx-star__button--on' : ''}`}
        aria-label={label}
        title={label}
        aria-disabled={busy}
        onFocus={() => setPreview(true)}
        onBlur={() => setPreview(false)}
        onClick={() =>
          busy ||
          favourites.send(
            saved
              ? { type: 'favourites.remove', favouriteKey }
              : { type: 'favourites.add', favouriteKey },
          )
        }
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="24" height="24">
          <path
            d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
      </button>
      <LiveRegion text={favsAdded ? 'Favourite Added' : (refused ?? '')} />
      {favsAdded && (
        <span className="wx-star__popover" aria-hidden="true">
          Favourite Added
        </span>
      )}
      {preview &&
        !favsAdded &&
        !saved &&
        (refused ? (
          <span className="wx-star__preview" aria-hidden="true">
            {refused}
          </span>
        ) : (
          <span className="wx-star__preview" aria-hidden="true">
            <span className="wx-star__preview-title">Top favourites</span>
            {top.map((i) => (
              <span key={favouriteKeyOf(i)} className="wx-star__preview-item">
                {i.label}
              </span>
            ))}
            <span className="wx-star__preview-item wx-star__preview-item--new">
              {location.label}
            </span>
          </span>
        ))}
    </span>
  );
}
