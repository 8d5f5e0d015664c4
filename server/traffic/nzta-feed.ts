import type { TrafficIncident } from '#schemas/generated/types.ts';
import type { TrafficSource } from './traffic-source.ts';
import { TrafficSourceError } from './traffic-source.ts';
import { createUpstreamCache } from '../upstream-cache.ts';

/**
 * The road operator's live feed (TRAFFIC_FEED_URL), in the GeoJSON shape of Waka Kotahi NZTA's
 * traffic and travel map data: a FeatureCollection whose features' properties carry EventId,
 * EventType, EventDescription, EventComments, Impact ('Road Closed', 'Delays', 'Caution', ...),
 * LocationArea, Region, StartDate, LastUpdated, ExpectedResolution and Planned. Tested against
 * tests/fixtures/traffic/nzta-delays.json, an answer written in that shape (this machine cannot
 * reach the live feed to record one: replace it with a real recording when one is at hand). A feature that does not fit is skipped (and counted),
 * never the whole feed.
 */

type Props = Record<string, unknown>;
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().replace(/\s+/g, ' ') : undefined;
const isoOrUndefined = (v: unknown): string | undefined => {
  const s = text(v);
  return s && !Number.isNaN(Date.parse(s)) && /[zZ]|[+-]\d{2}:?\d{2}$/.test(s) ? s : undefined;
};

/** 'Road Closed' -> closed; 'Delays', 'Minor Delays' -> delays; 'Caution' -> caution; else info. */
export function severityOf(impact: string | undefined): TrafficIncident['severity'] {
  const words = (impact ?? '').toLowerCase();
  const level = /clos/.test(words)
    ? 'closed'
    : /delay/.test(words)
      ? 'delays'
      : /caution|care|hazard/.test(words)
        ? 'caution'
        : 'info';
  const defaults = {
    closed: 'Road closed',
    delays: 'Delays',
    caution: 'Caution',
    info: 'Information',
  };
  return { level, message: (impact ?? '').slice(0, 200) || defaults[level] };
}

function incidentOf(props: Props): TrafficIncident | null {
  const title = text(props.LocationArea) ?? text(props.EventType);
  const id =
    text(props.EventId) ?? (typeof props.EventId === 'number' ? String(props.EventId) : undefined);
  if (!title || !id) return null;
  // Every field is cut to the schema's limits (TrafficIncident), so what we pass on fits it.
  const description = [text(props.EventDescription), text(props.EventComments)]
    .filter(Boolean)
    .join('. ');
  const incident: TrafficIncident = {
    id: id.slice(0, 120),
    title: title.slice(0, 300),
    description: description.slice(0, 2000),
    severity: severityOf(text(props.Impact)),
  };
  const region = text(props.Region);
  if (region) incident.region = region.slice(0, 120);
  const startedAt = isoOrUndefined(props.StartDate);
  if (startedAt) incident.startedAt = startedAt;
  const updatedAt = isoOrUndefined(props.LastUpdated);
  if (updatedAt) incident.updatedAt = updatedAt;
  const resolution = text(props.ExpectedResolution);
  if (resolution) incident.expectedResolution = resolution.slice(0, 300);
  if (typeof props.Planned === 'boolean') incident.planned = props.Planned;
  return incident;
}

/** The incidents of a feed answer, and how many of its features did not fit. */
export function parseNztaFeed(json: unknown): { incidents: TrafficIncident[]; skipped: number } {
  const features =
    typeof json === 'object' && json !== null && Array.isArray((json as Props).features)
      ? ((json as Props).features as unknown[])
      : null;
  if (!features)
    throw new TrafficSourceError('The traffic feed did not answer a list of road events.');
  const incidents: TrafficIncident[] = [];
  for (const feature of features) {
    const props = (feature as Props | null)?.properties;
    const incident =
      typeof props === 'object' && props !== null ? incidentOf(props as Props) : null;
    if (incident) incidents.push(incident);
  }
  return { incidents, skipped: features.length - incidents.length };
}

export interface NztaFeedOptions {
  url: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** How long one answer is used (spec: data URL cache 5 minutes). */
  cacheMs?: number;
  timeoutMs?: number;
  logger?: { warn: (obj: object, msg: string) => void };
}

/**
 * The live feed, read at most once per cacheMs however many visitors ask at once, and at most
 * once per the upstream helper's failure time while it fails (server/upstream-cache.ts); a
 * failure is a TrafficSourceError (502 upstream).
 */
export function nztaTrafficSource(opts: NztaFeedOptions): TrafficSource {
  const get = opts.fetch ?? fetch;
  const cache = createUpstreamCache<TrafficIncident[]>({
    ttlMs: opts.cacheMs ?? 300_000,
    ...(opts.now ? { now: opts.now } : {}),
  });
  const read = async (): Promise<TrafficIncident[]> => {
    let json: unknown;
    try {
      const res = await get(opts.url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      json = await res.json();
    } catch (error) {
      throw new TrafficSourceError('Traffic information is not available right now.', {
        cause: error,
      });
    }
    const { incidents, skipped } = parseNztaFeed(json);
    if (skipped > 0)
      opts.logger?.warn({ skipped }, 'traffic feed: road events that did not fit were skipped');
    return incidents;
  };
  return { name: 'nzta', incidents: () => cache.get(opts.url, read) };
}
