import { useId } from 'react';
import type { LightningConfig } from '#schemas/generated/types.ts';
import type { ModuleProps } from '#engine/module-entry.ts';
import { DataNote } from '../shared/DataNote.tsx';
import { DataTable } from '../shared/DataTable.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { NzMap } from '../shared/map/NzMap.tsx';
import { LayerFigure, placeOnMap } from '../shared/map/layers/layers.tsx';
import { listAnd } from '../shared/map/layers/words.ts';
import '../shared/steps.css';
import './Lightning.css';

/** Strikes by age, newest first: the colour a strike is drawn in and the key's words. */
const AGES = [
  { under: 10, label: 'Under 10 minutes ago', className: 'wx-lightning--0' },
  { under: 20, label: '10 to 20 minutes ago', className: 'wx-lightning--1' },
  { under: 30, label: '20 to 30 minutes ago', className: 'wx-lightning--2' },
  { under: Infinity, label: '30 minutes to an hour ago', className: 'wx-lightning--3' },
] as const;
const ageClass = (minutes: number): string =>
  AGES.find((a) => minutes < a.under)?.className ?? 'wx-lightning--3';

const strikesWord = (n: number) => `${n} ${n === 1 ? 'strike' : 'strikes'}`;

/**
 * Lightning: the strikes of the last hour as crosses coloured by their age, and the count in
 * each region as a table. The sentence gives the total and where most struck.
 */
export default function Lightning({ config }: ModuleProps<LightningConfig>) {
  const keyId = useId();
  const strikes = config.strikes ?? [];
  const regions = config.regions ?? [];
  const hour =
    config.windowMinutes === 60 || !config.windowMinutes
      ? 'hour'
      : `${config.windowMinutes} minutes`;
  const struck = regions.filter((r) => r.count > 0);
  const caption =
    strikes.length === 0
      ? `No lightning detected in the last ${hour}.`
      : `${strikesWord(strikes.length)} in the last ${hour}: ${listAnd(
          struck.slice(0, 4).map((r) => `${r.region} ${r.count}`),
        )}${struck.length > 4 ? ', and fewer elsewhere' : ''}. Newest strikes are drawn brightest.`;
  return (
    <ModuleSection className="wx-lightning" title={config.title} label="Lightning">
      <LayerFigure caption={caption}>
        <NzMap size="large" label={`Lightning strikes in the last ${hour}`}>
          <g aria-hidden="true">
            {/* Oldest first, so the newest are drawn on top. */}
            {[...strikes].reverse().map((s, i) => {
              const at = placeOnMap(s.lat, s.lon);
              if (!at) return null;
              return (
                <path
                  key={i}
                  className={ageClass(s.minutesAgo)}
                  d={`M${at[0] - 2.5} ${at[1]}h5M${at[0]} ${at[1] - 2.5}v5`}
                />
              );
            })}
          </g>
        </NzMap>
      </LayerFigure>
      <figure className="wx-step-legend wx-lightning__key" aria-labelledby={keyId}>
        <figcaption id={keyId}>Strikes by age</figcaption>
        <ol>
          {AGES.map((a) => (
            <li key={a.label}>
              <svg viewBox="-4 -4 8 8" width="12" height="12" aria-hidden="true">
                <path className={a.className} d="M-3 0h6M0 -3v6" />
              </svg>{' '}
              {a.label}
            </li>
          ))}
        </ol>
      </figure>
      <DataTable
        label={`Lightning strikes by region, last ${hour}`}
        showCaption
        className="wx-layer-table"
        columns={['Region', 'Strikes']}
        rows={regions.map((r) => ({ key: r.region, header: r.region, cells: [String(r.count)] }))}
      />
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
