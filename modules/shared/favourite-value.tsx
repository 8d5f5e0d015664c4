import type { FavouriteItem } from '#schemas/generated/types.ts';
import { formatKt, formatTemp, windText } from '#engine/vocabulary/units.ts';
import { RatingBadge, RiskBadge } from './activity-view.tsx';
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
  const wind = v.wind && windText(v.wind);
  const gusts = typeof v.wind?.gustSpeed === 'number' ? formatKt(v.wind.gustSpeed) : null;
  return (
    <span className="wx-favvalue">
      {typeof v.temp === 'number' && <span>{formatTemp(v.temp)}</span>}
      {v.condition && <span>{conditionText(v.condition)}</span>}
      {wind && wind.short !== 'N/A' && (
        <span>
          <span aria-hidden="true">{`${wind.short}${gusts ? `, gusts ${gusts}` : ''}`}</span>
          <span className="wx-visually-hidden">{`Wind ${wind.spoken}${gusts ? `, gusts ${gusts.replace(' kt', ' knots')}` : ''}`}</span>
        </span>
      )}
      {v.rating !== undefined && <RatingBadge rating={v.rating} />}
      {v.risk !== undefined && <RiskBadge risk={v.risk} />}
      {v.status && <span>{v.status}</span>}
    </span>
  );
}
