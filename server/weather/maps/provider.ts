import type {
  CloudCoverData,
  LightningData,
  PressureMapData,
  RainAccumulationData,
  SatelliteImageryData,
  SeaSurfaceTemperatureData,
  SwellMapData,
  ThunderstormOutlookData,
  WindMapData,
} from '#schemas/generated/types.ts';
import type { MapPlaces } from './map-places.ts';

/**
 * The national map layers under /maps-radar (issue 25), one method per layer, named as their
 * address: GET /api/data/maps/<name> (schemas/map-layers.schema.json). Each provider has them
 * (WeatherProvider.maps); the Open-Meteo provider takes satellite and lightning from the demo
 * model, which has the only open source for them here.
 */
export interface MapLayers {
  satellite(places: MapPlaces): Promise<SatelliteImageryData>;
  lightning(places: MapPlaces): Promise<LightningData>;
  pressure(places: MapPlaces): Promise<PressureMapData>;
  wind(places: MapPlaces): Promise<WindMapData>;
  'sea-surface-temperature'(places: MapPlaces): Promise<SeaSurfaceTemperatureData>;
  swell(places: MapPlaces): Promise<SwellMapData>;
  'thunderstorm-outlook'(places: MapPlaces): Promise<ThunderstormOutlookData>;
  'rain-accumulation'(places: MapPlaces): Promise<RainAccumulationData>;
  'cloud-cover'(places: MapPlaces): Promise<CloudCoverData>;
}

export type MapLayerName = keyof MapLayers;

export const MAP_LAYER_NAMES: readonly MapLayerName[] = [
  'satellite',
  'lightning',
  'pressure',
  'wind',
  'sea-surface-temperature',
  'swell',
  'thunderstorm-outlook',
  'rain-accumulation',
  'cloud-cover',
];
