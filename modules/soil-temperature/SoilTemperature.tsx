import type { ModuleProps } from '#engine/module-entry.ts';
import type { SoilTemperatureConfig } from '#schemas/generated/types.ts';
import { SoilSection } from '../shared/SoilSection.tsx';
import { StepValue } from '../shared/StepValue.tsx';
import { formatTemp, isNumber } from '#engine/vocabulary/units.ts';

/**
 * Sowing guide at 6 cm: pasture and most spring crops germinate from about 10 °C, maize and
 * other summer crops want about 12 °C and rising. Below 5 °C grass barely grows.
 */
export function sowingWords(value: unknown): string {
  if (!isNumber(value)) return 'No reading';
  if (value < 5) return 'Too cold: grass growth stops';
  if (value < 10) return 'Cool: slow growth';
  if (value < 12) return 'Warm enough to sow pasture';
  return 'Warm enough to sow maize and summer crops';
}

const chip = (value: unknown) => (
  <StepValue scale="soil-temperature" value={value} text={formatTemp(value)} />
);

/**
 * Soil temperature (spec: steps every 5 °C from below 0 to 35): now at each depth, then each
 * day's lowest and highest at 6 cm, on their colour steps, with what it means for sowing.
 */
export default function SoilTemperature({ config }: ModuleProps<SoilTemperatureConfig>) {
  const layers = config.soilTemperature ?? [];
  const six = layers.find((l) => l.depth === '6 cm')?.value;
  return (
    <SoilSection
      label="Soil temperature"
      title={config.title}
      summary={
        <>
          At 6 cm now: <strong>{sowingWords(six)}</strong>
        </>
      }
      scale="soil-temperature"
      format={formatTemp}
      layers={layers}
      layersCaption="Soil temperature now (°C)"
      days={config.days ?? []}
      daysCaption="Next days at 6 cm"
      dayColumns={[
        { heading: 'Low', cell: (d) => chip(d.minTemp) },
        { heading: 'High', cell: (d) => chip(d.maxTemp) },
      ]}
      legend="Soil temperature, °C"
      source={config.source}
      issuedAt={config.issuedAt}
    />
  );
}
