import type { ModuleProps } from '#engine/module-entry.ts';
import type { SoilMoistureConfig } from '#schemas/generated/types.ts';
import { SoilSection } from '../shared/SoilSection.tsx';
import { StepValue } from '../shared/StepValue.tsx';
import { formatPercent, isNumber } from '#engine/vocabulary/units.ts';

/** What a root-zone reading (volumetric water content, %) means for a farmer, in plain words. */
export function moistureWords(value: unknown): string {
  if (!isNumber(value)) return 'No reading';
  if (value < 15) return 'Dry: plants may be stressed';
  if (value < 25) return 'Drying';
  if (value < 40) return 'Moist';
  return 'Wet: soil near saturation';
}

/**
 * Soil moisture (spec: ten colour bands, every 10 up to 100): now at each depth, then the root
 * zone (3–9 cm) for the next days, each value on its band's colour with its number.
 */
export default function SoilMoisture({ config }: ModuleProps<SoilMoistureConfig>) {
  const layers = config.moisture ?? [];
  const root = layers.find((l) => l.depth.startsWith('3'))?.value;
  return (
    <SoilSection
      label="Soil moisture"
      title={config.title}
      summary={
        <>
          Root zone now: <strong>{moistureWords(root)}</strong>
        </>
      }
      scale="soil-moisture"
      format={formatPercent}
      layers={layers}
      layersCaption="Water in the soil now (% of volume)"
      days={config.days ?? []}
      daysCaption="Next days at 3–9 cm"
      dayColumns={[
        {
          heading: 'Moisture',
          cell: (d) => (
            <StepValue scale="soil-moisture" value={d.moisture} text={formatPercent(d.moisture)} />
          ),
        },
        { heading: 'Soil', cell: (d) => moistureWords(d.moisture) },
      ]}
      legend="Soil moisture, % of volume"
      source={config.source}
      issuedAt={config.issuedAt}
    />
  );
}
