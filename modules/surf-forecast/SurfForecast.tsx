import type { ModuleProps } from '#engine/module-entry.ts';
import type { RecreationPeriod, SurfForecastConfig } from '#schemas/generated/types.ts';
import { formatNzHour, formatNzShortDay } from '#engine/vocabulary/time.ts';
import { formatMetres, formatSeconds } from '#engine/vocabulary/units.ts';
import {
  RatingBadge,
  Reasons,
  UnavailableNote,
  Phrase,
  Phrases,
  periodRows,
  tideText,
  WindWords,
} from '../shared/activity-view.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { DataTable } from '../shared/DataTable.tsx';

/** The best-rated period of the first day (the earliest of equals), for 'Best today'. */
export function bestToday(periods: readonly RecreationPeriod[]): RecreationPeriod | undefined {
  const day = periods[0] ? formatNzShortDay(periods[0].time) : '';
  return periods
    .filter((p) => formatNzShortDay(p.time) === day && p.rating !== undefined)
    .reduce<RecreationPeriod | undefined>(
      (best, p) => (!best || (p.rating ?? 0) > (best.rating ?? 0) ? p : best),
      undefined,
    );
}

/**
 * Surf forecast (issue 25): the rating now and why, the best time today, then every 3 hours the
 * rating, swell (height, period, direction), wind and tide. Ratings come from
 * engine/vocabulary/activity.ts on the server; this module names and colours them.
 */
export default function SurfForecast({ config }: ModuleProps<SurfForecastConfig>) {
  const periods = config.periods ?? [];
  const now = periods[0];
  if (!now) return null;
  const best = bestToday(periods);
  return (
    <ModuleSection className="wx-activity" title={config.title} label="Surf forecast">
      <p className="wx-activity__now">
        Surf now <RatingBadge rating={now.rating} />
      </p>
      <Reasons reasons={now.reasons} label="Why it rates so" />
      {best && best !== now ? (
        <p>
          Best today: <strong>{formatNzHour(best.time)}</strong>,{' '}
          <RatingBadge rating={best.rating} />
        </p>
      ) : null}
      <UnavailableNote parts={config.unavailable} only={['swell', 'tides']} />
      <DataTable
        label="Surf every 3 hours"
        caption="Surf rating, swell, wind and tide every 3 hours"
        columns={['Time', 'Surf', 'Swell', 'Period', 'Wind', 'Tide']}
        rows={periodRows(periods, (p) => [
          <RatingBadge rating={p.rating} />,
          p.swell ? (
            <Phrase text={`${p.swell.direction} ${formatMetres(p.swell.seaHeight)}`} />
          ) : (
            'N/A'
          ),
          formatSeconds(p.swell?.period),
          <WindWords wind={p.wind} gusts />,
          p.tide ? <Phrases parts={tideText(p.tide).split(/(?<=,) /)} /> : 'N/A',
        ])}
      />
      {config.tidePort ? <p className="wx-data-note">Tides at {config.tidePort.label}.</p> : null}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
