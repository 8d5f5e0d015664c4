import type { FavouriteItem } from '#schemas/generated/types.ts';
import { formatTemp, windText } from '#engine/vocabulary/units.ts';
import { RatingBadge, RiskBadge, WindWords } from './activity-view.tsx';
import { conditionText } from './conditions.tsx';

/** Said of a favourite whose place the site no longer has (it stays until the visitor removes it). */
export const FAVOURITE_GONE_TEXT = 'No longer available';

/**
 * A favourite's value as the spec lists it (wind with direction, average and gust; temperature;
 * condition; rating; status; risk), each part only where the place has it: a town's temperature
 * and wind, a surf break's rating, a kayak spot's risk, a ski field's status. Shared by the
 * favourites menu and the manage page so both say the same.
 */
export function FavouriteValue({ item }: { item: FavouriteItem }) {
  if (item.unavailable)
    return <span className="wx-favvalue wx-favvalue--gone">{FAVOURITE_GONE_TEXT}</span>;
  const v = item.value;
  if (!v) return null;
  return (
    <span className="wx-favvalue">
      {typeof v.temp === 'number' && <span>{formatTemp(v.temp)}</span>}
      {v.condition && <span>{conditionText(v.condition)}</span>}
      {v.wind && windText(v.wind).short !== 'N/A' && (
        <span>
          <span className="wx-visually-hidden">Wind </span>
          <WindWords wind={v.wind} gusts />
        </span>
      )}
      {v.rating !== undefined && <RatingBadge rating={v.rating} />}
      {v.risk !== undefined && <RiskBadge risk={v.risk} />}
      {v.status && <span>{v.status}</span>}
    </span>
  );
}
