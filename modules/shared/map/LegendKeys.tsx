import type { LegendKey } from '#schemas/generated/types.ts';
import { legendStatusStep } from '#engine/vocabulary/rain.ts';
import { NO_RATING, ratingStatus } from '../ratings.ts';

/** Swatch class of a legend entry: rain steps by status, ratings by colour, else none. */
function swatchClass(
  key: LegendKey,
  entry: NonNullable<LegendKey['content']>[number],
): string | null {
  if (entry.rating !== undefined)
    return `wx-legend__swatch wx-legend__swatch--${ratingStatus(entry.rating) ?? 'none'}`;
  const step = key.type === 'rain' ? legendStatusStep(entry.status) : null;
  return step === null ? null : `wx-legend__swatch wx-rain-fill--${step}`;
}

/** One key; a type this legend does not know falls back to the generic list (spec section 8). */
export function KeyView({ legendKey }: { legendKey: LegendKey }) {
  return (
    <div className="wx-legend__key">
      <h3 className="wx-legend__title">
        {legendKey.prefix ? `${legendKey.prefix} ` : ''}
        {legendKey.label}
      </h3>
      {legendKey.text ? <p className="wx-legend__text">{legendKey.text}</p> : null}
      {legendKey.content?.length ? (
        <ul className="wx-legend__list">
          {legendKey.content.map((entry, i) => {
            const swatch = swatchClass(legendKey, entry);
            const noRating = entry.rating !== undefined && ratingStatus(entry.rating) === null;
            return (
              <li key={`${entry.label ?? ''}-${i}`}>
                {swatch ? <span className={swatch} aria-hidden="true" /> : null}
                <span>{noRating ? NO_RATING : entry.label}</span>
                {entry.value !== undefined ? (
                  <span className="wx-legend__value">{entry.value}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
