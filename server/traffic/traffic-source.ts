import { foldMacrons } from '#engine/vocabulary/slug.ts';
import type { TrafficData, TrafficIncident } from '#schemas/generated/types.ts';
import { HOUR_MS, nzIso } from '../weather/nz-time.ts';
import demoIncidents from './demo-incidents.json' with { type: 'json' };

/**
 * Where state highway incidents come from: the embedded demo feed (default) or the road
 * operator's live feed (TRAFFIC_FEED_URL, read by nzta-feed.ts). Both give the spec's Traffic
 * incident (title, description, severity.message) as schemas/weather-data.schema.json's
 * TrafficIncident.
 */
export interface TrafficSource {
  readonly name: TrafficData['source'];
  incidents(): Promise<TrafficIncident[]>;
}

/** The feed could not be read; `message` is plain words a visitor may read. */
export class TrafficSourceError extends Error {
  override readonly name = 'TrafficSourceError';
}

interface DemoIncident {
  id: string;
  title: string;
  description: string;
  impact: TrafficIncident['severity']['level'];
  message: string;
  region: string;
  startedHoursAgo: number;
  expectedResolution?: string;
  planned: boolean;
}

/**
 * The sample incidents (demo-incidents.json), re-timed to the clock the way the sample CAP alerts
 * are, so they always read as current: each started `startedHoursAgo` before now and was last
 * updated within the hour.
 */
export function demoTrafficSource(now: () => number = Date.now): TrafficSource {
  const samples = demoIncidents as DemoIncident[];
  return {
    name: 'demo',
    async incidents() {
      // Whole ten minutes, as a traffic centre logs them.
      const at = Math.floor(now() / 600_000) * 600_000;
      return samples.map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        severity: { level: s.impact, message: s.message },
        region: s.region,
        startedAt: nzIso(at - s.startedHoursAgo * HOUR_MS),
        updatedAt: nzIso(at - Math.min(s.startedHoursAgo, 1) * HOUR_MS),
        ...(s.expectedResolution ? { expectedResolution: s.expectedResolution } : {}),
        planned: s.planned,
      }));
    },
  };
}

const SEVERITY_ORDER: readonly TrafficIncident['severity']['level'][] = [
  'closed',
  'delays',
  'caution',
  'info',
];

const fold = (s: string): string => foldMacrons(s).toLowerCase().trim();

/** The incidents in a region (macrons and case aside), most severe first, then the newest. */
export function incidentsInRegion(
  incidents: readonly TrafficIncident[],
  region: string,
): TrafficIncident[] {
  const wanted = fold(region);
  return incidents
    .filter((i) => i.region !== undefined && fold(i.region) === wanted)
    .sort(
      (a, b) =>
        SEVERITY_ORDER.indexOf(a.severity.level) - SEVERITY_ORDER.indexOf(b.severity.level) ||
        (b.startedAt ?? '').localeCompare(a.startedAt ?? ''),
    );
}
