import type { ModuleProps } from '#engine/module-entry.ts';
import type { BoatingForecastConfig } from '#schemas/generated/types.ts';
import { formatKt, formatMetres, formatSeconds } from '#engine/vocabulary/units.ts';
import {
  RatingBadge,
  Reasons,
  UnavailableNote,
  Phrases,
  periodRows,
  WindWords,
} from '../shared/activity-view.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { DataTable } from '../shared/DataTable.tsx';

/** The marine warnings a skipper needs named, in the order they matter. */
const MARINE_WARNINGS: readonly [string, string][] = [
  ['cyclone', 'Tropical cyclone warning'],
  ['storm', 'Storm warning'],
  ['gale', 'Gale warning'],
  ['swell', 'Heavy swell warning'],
  ['wind-advisory', 'Strong wind advisory'],
];

/**
 * Boating forecast (issue 25): the marine warnings in force first, the small-boat rating now and
 * why, then wind, gusts, sea and swell every 3 hours. The rule is engine/vocabulary/activity.ts's
 * boatingRating: the worst of wind, gusts and sea, and a 1 under a gale or heavy swell warning.
 */
export default function BoatingForecast({ config }: ModuleProps<BoatingForecastConfig>) {
  const periods = config.periods ?? [];
  const now = periods[0];
  if (!now) return null;
  const warnings = MARINE_WARNINGS.filter(([type]) => config.warnings?.includes(type));
  return (
    <ModuleSection className="wx-activity" title={config.title} label="Boating forecast">
      {warnings.length ? (
        <ul className="wx-marine-warnings" aria-label="Marine warnings in force">
          {warnings.map(([type, text]) => (
            <li key={type}>
              <a href="/warnings/marine">{text}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>No marine warnings in force here.</p>
      )}
      <p className="wx-activity__now">
        Small boats now <RatingBadge rating={now.rating} />
      </p>
      <Reasons reasons={now.reasons} label="Why it rates so" />
      <UnavailableNote parts={config.unavailable} only={['sea', 'swell']} />
      <DataTable
        label="Boating conditions every 3 hours"
        caption="Rating, wind, gusts, sea and swell every 3 hours"
        columns={['Time', 'Boating', 'Wind', 'Gusts', 'Sea', 'Swell']}
        rows={periodRows(periods, (p) => [
          <RatingBadge rating={p.rating} />,
          <WindWords wind={p.wind} />,
          formatKt(p.wind.gustSpeed),
          p.sea ? <Phrases parts={[`${p.sea.state},`, formatMetres(p.sea.height)]} /> : 'N/A',
          p.swell ? (
            <Phrases
              parts={[
                `${p.swell.direction} ${formatMetres(p.swell.seaHeight)},`,
                formatSeconds(p.swell.period),
              ]}
            />
          ) : (
            'N/A'
          ),
        ])}
      />
      <p className="wx-data-note">
        Sea heights are significant wave heights: occasional waves may be twice as high.{' '}
        <a href="/glossary#significant-wave-height">What this means</a>
      </p>
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
