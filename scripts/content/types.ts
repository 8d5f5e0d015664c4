/** Location types (schemas/location.schema.json), in the order search groups and locations.json list them. */
export { LOCATION_TYPE_VALUES as LOCATION_TYPES } from '#schemas/generated/enums.ts';
import type { LocationType } from '#schemas/generated/types.ts';
export type { LocationType, Location as LocationEntry } from '#schemas/generated/types.ts';

export interface Point {
  lat: number;
  lon: number;
}

/** A town or city after slugging, region mapping and population matching. */
export interface Town extends Point {
  key: string;
  label: string;
  /** Name as GeoNames spells it (no macrons). */
  sourceName: string;
  region: string;
  population?: number;
  /** Other names people type (from the curated visitor places). */
  aliases?: string[];
  /** Label of the larger city this place is a suburb of, when it is one. */
  suburbOf?: string;
}

export interface MarineArea extends Point {
  key: string;
  label: string;
  kind: 'coastal' | 'recreational';
  region: string;
  description: string;
}

export interface HighSeasArea extends Point {
  key: string;
  label: string;
  description: string;
}

export interface NationalPark extends Point {
  key: string;
  label: string;
  region: string;
  alpine: boolean;
  /** Avalanche advisory regions (mountain_id) the park's page shows. */
  avalancheRegions?: string[];
  /** Other names people type ('Egmont National Park'). */
  aliases?: string[];
  description: string;
}

export interface SkiField extends Point {
  key: string;
  label: string;
  region: string;
  kind: 'commercial' | 'club';
  park?: string;
}

/** The recreational location types (issue 25), each also a favourite type of the spec. */
export type RecreationType = Extract<
  LocationType,
  'coastal' | 'tidal' | 'boating' | 'surfing' | 'kayak' | 'paddleboarding'
>;

/** A surf break, marina or ramp, kayak or paddleboard spot, beach or tide station. */
export interface RecreationPlace extends Point {
  type: RecreationType;
  key: string;
  label: string;
  region: string;
  description: string;
  aliases?: string[];
  /** Surf breaks: the bearing (degrees) the break faces out to sea. */
  facing?: number;
  /** A lake or river: no sea, swell or tide forecast. */
  inland?: true;
}

/** A rural forecast region: one per New Zealand region, centred on its main town. */
export interface RuralRegion extends Point {
  key: string;
  label: string;
  mainTown: Town;
  towns: Town[];
}

/** Everything the page builders need, already sorted. */
export interface ContentData {
  towns: Town[];
  rural: RuralRegion[];
  marine: MarineArea[];
  highSeas: HighSeasArea[];
  parks: NationalPark[];
  ski: SkiField[];
  recreation: RecreationPlace[];
}
