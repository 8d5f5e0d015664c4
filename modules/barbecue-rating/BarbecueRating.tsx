import type { ModuleProps } from '#engine/module-entry.ts';
import type { BarbecueDay, BarbecueRatingConfig } from '#schemas/generated/types.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzDate, formatNzShortDay } from '#engine/vocabulary/time.ts';
import { barbecueLabel, ratingStatus } from '../shared/ratings.ts';
import { formatKt, formatPercent, formatTemp, isNumber } from '#engine/vocabulary/units.ts';
import './BarbecueRating.css';

/** '24°, 10% chance of rain, wind 8 kt': what the day was rated from; only the values it has. */
function ratedFrom(day: BarbecueDay): string {
  return [
    isNumber(day.highTemp) ? `High ${formatTemp(day.highTemp)}` : '',
    isNumber(day.rainChance) ? `${formatPercent(day.rainChance)} chance of rain` : '',
    isNumber(day.windSpeed) ? `wind ${formatKt(day.windSpeed)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Barbecue rating by day (spec pages doc section 9). The label is always written out, so the
 * colour (1 red, 2 orange, 3 blue, 4 green) is never the only sign; a day without a rating says
 * NO RATING INFO, one with a value outside 1 to 4 says NO RATING.
 */
export default function BarbecueRating({ config, context }: ModuleProps<BarbecueRatingConfig>) {
  const today = formatNzDate(context.now);
  const days = config.days ?? [];
  if (days.length === 0) return null;
  const title =
    config.title ?? `Barbecue weather${config.location ? `: ${config.location.label}` : ''}`;
  return (
    <ModuleSection className="wx-bbq" title={title}>
      <ol className="wx-bbq__days">
        {days.map((day) => {
          const details = ratedFrom(day);
          return (
            <li className="wx-bbq__day" key={day.date}>
              <span className="wx-bbq__date">
                {formatNzDate(day.date) === today ? 'Today' : formatNzShortDay(day.date)}
              </span>
              <span
                className={`wx-bbq__rating wx-bbq__rating--${ratingStatus(day.rating) ?? 'none'}`}
              >
                {barbecueLabel(day.rating)}
              </span>
              {details ? <span className="wx-bbq__why">{details}</span> : null}
            </li>
          );
        })}
      </ol>
      {config.forecastUrl && config.location ? (
        <p className="wx-bbq__more">
          <a href={config.forecastUrl}>Full forecast for {config.location.label}</a>
        </p>
      ) : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
