import type { Validator } from '#schemas/generated/validators.js';
import * as validators from '#schemas/generated/validators.js';
import type { MapLayerName } from '#server/weather/maps/provider.ts';

/** Each national map layer's payload validator (schemas/map-layers.schema.json), by its name. */
export const MAP_LAYER_VALIDATORS: Record<MapLayerName, Validator> = {
  satellite: validators.validateSatelliteImageryData,
  lightning: validators.validateLightningData,
  pressure: validators.validatePressureMapData,
  wind: validators.validateWindMapData,
  'sea-surface-temperature': validators.validateSeaSurfaceTemperatureData,
  swell: validators.validateSwellMapData,
  'thunderstorm-outlook': validators.validateThunderstormOutlookData,
  'rain-accumulation': validators.validateRainAccumulationData,
  'cloud-cover': validators.validateCloudCoverData,
};
