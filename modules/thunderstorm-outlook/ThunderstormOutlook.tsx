import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { ThunderstormDay, ThunderstormOutlookConfig } from '#schemas/generated/types.ts';
import { formatNzDayHeading } from '#engine/vocabulary/time.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { LandOver, LayerFigure } from '../shared/map/layers/layers.tsx';
import { listAnd } from '../shared/map/layers/words.ts';
import '../shared/steps.css';
import './ThunderstormOutlook.css';

type Level = 'none' | 'low' | 'moderate' | 'high';

/** The outlook's levels, highest first, as the key and the sentences name them. */
const LEVELS: readonly { level: Exclude<Level, 'none'>; label: string; meaning: string }[] = [
  { level: 'high', label: 'High risk', meaning: 'scattered thunderstorms likely' },
  { level: 'moderate', label: 'Moderate risk', meaning: 'isolated thunderstorms likely' },
  { level: 'low', label: 'Low risk', meaning: 'isolated thunderstorms possible' },
];
const LEVEL_TEXT: Record<Level, string> = {
  high: 'High',
  moderate: 'Moderate',
  low: 'Low',
  none: 'None expected',
};

/** 'High risk in Westland; low risk in Canterbury and Otago; none expected elsewhere.' */
function dayWords(day: ThunderstormDay): string {
  const parts = LEVELS.flatMap(({ level, label }) => {
    const regions = day.regions.filter((r) => r.level === level).map((r) => r.region);
    return regions.length ? [`${label.toLowerCase()} in ${listAnd(regions)}`] : [];
  });
  if (parts.length === 0) return 'No thunderstorms expected.';
  const text = `${parts.join('; ')}; none expected elsewhere.`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Thunderstorm outlook: for today and tomorrow, a map of the areas at low, moderate and high
 * risk and a sentence naming the regions at each; the levels of every region in one table.
 */
export default function ThunderstormOutlook({ config }: ModuleProps<ThunderstormOutlookConfig>) {
  const keyId = useId();
  const days = config.days ?? [];
  if (days.length === 0) return null;
  const regions = days[0]?.regions.map((r) => r.region) ?? [];
  return (
    <ModuleSection className="wx-thunder" title={config.title} label="Thunderstorm outlook">
      <div className="wx-layer-pair">
        {days.map((day) => {
          const heading = formatNzDayHeading(day.date);
          return (
            <LayerFigure key={day.date} caption={`${heading}. ${dayWords(day)}`}>
              <NzMap size="large" label={`Thunderstorm outlook for ${heading}`}>
                <g aria-hidden="true">
                  {day.bands.map((b) => (
                    <path
                      key={b.level}
                      d={b.d}
                      className={`wx-thunder__area wx-thunder--${b.level}`}
                    />
                  ))}
                </g>
                <LandOver coastOnly />
              </NzMap>
            </LayerFigure>
          );
        })}
      </div>
      <figure className="wx-step-legend wx-thunder__key" aria-labelledby={keyId}>
        <figcaption id={keyId}>Thunderstorm risk</figcaption>
        <ol>
          {LEVELS.map(({ level, label, meaning }) => (
            <li key={level} className={`wx-thunder--${level}`}>
              {label}: {meaning}
            </li>
          ))}
        </ol>
      </figure>
      <DataTable
        label="Thunderstorm risk by region"
        showCaption
        className="wx-layer-table"
        columns={['Region', ...days.map((d) => formatNzDayHeading(d.date))]}
        rows={regions.map((region) => ({
          key: region,
          header: region,
          cells: days.map(
            (d) => LEVEL_TEXT[d.regions.find((r) => r.region === region)?.level ?? 'none'],
          ),
        }))}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
