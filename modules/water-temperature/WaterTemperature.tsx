import type { ModuleProps } from '#engine/module-entry.ts';
import type { WaterTemperatureConfig } from '#schemas/generated/types.ts';
import { formatTemp } from '#engine/vocabulary/units.ts';
import { UnavailableNote } from '../shared/activity-view.tsx';
import { DataNote } from '../shared/DataNote.tsx';
import { ModuleSection } from '../shared/ModuleSection.tsx';

/**
 * What to wear in water this warm (°C, upper edges): the usual New Zealand surf-shop advice.
 * Colder than the first edge needs a 5/4 mm steamer with boots, gloves and a hood.
 */
export const WETSUIT_ADVICE: readonly [number, string][] = [
  [11, 'a 5/4 mm steamer with boots, gloves and a hood'],
  [14, 'a 4/3 mm steamer, and boots if you feel the cold'],
  [17, 'a 3/2 mm steamer'],
  [20, 'a spring suit or a 2 mm top'],
  [Number.POSITIVE_INFINITY, 'togs or a rash top'],
];

export function wetsuitFor(celsius: number): string {
  return WETSUIT_ADVICE.find(([edge]) => celsius <= edge)?.[1] ?? '';
}

/** Sea surface temperature at a spot (issue 25) and what to wear in it. */
export default function WaterTemperature({ config }: ModuleProps<WaterTemperatureConfig>) {
  const sst = config.seaTemperature;
  return (
    <ModuleSection className="wx-activity" title={config.title} label="Water temperature">
      {typeof sst === 'number' ? (
        <>
          <p className="wx-activity__now">Sea {formatTemp(sst)}C</p>
          <p>Wear {wetsuitFor(sst)}.</p>
        </>
      ) : (
        <UnavailableNote parts={config.unavailable} only={['seaTemperature', 'sea']} />
      )}
      <DataNote source={config.source} issuedAt={config.issuedAt} />
    </ModuleSection>
  );
}
