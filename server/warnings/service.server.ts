import { readFile } from 'node:fs/promises';
import type { AllWarnings, Warning, WarningsResponse } from '#schemas/generated/types.ts';
import { AlertSet } from './alert-set.ts';
import { isMarine, type ActiveWarning } from './cap-to-warning.ts';
import { retimeAll } from './demo-schedule.ts';
import { covers, foldName, type WarningLocation } from './coverage.ts';
import { feedPoller, type FeedLimits } from './feed.server.ts';
import { loadFolder, watchFolder, type WarningsLogger } from './sources.server.ts';

/** Spec 'Warnings summary per location' (schemas/warnings-response.schema.json): all of it. */
export type LocationWarnings = Required<WarningsResponse>;

/** Every warning in force with the polygons of its areas (schemas/warnings-all.schema.json). */
export type { AllWarnings };

export interface WarningsServiceOptions {
  /** Folder of CAP .xml files (CAP_DIR), or several; unset: no folder source. */
  capDir?: string | readonly string[];
  /** Atom/RSS feed of CAP links, or one CAP document (CAP_FEED_URL). */
  feedUrl?: string;
  /** CAP_POLL_SECONDS, default 60. */
  pollSeconds?: number;
  locations: readonly WarningLocation[];
  logger: WarningsLogger;
  /** Clock in ms since epoch (tests pin it). */
  now?: () => number;
  /** Re-read the folder when it changes (default true). */
  watch?: boolean;
  debounceMs?: number;
  fetch?: typeof fetch;
  /** The feed's budget (bytes, documents, hosts, time); defaults in feed.server.ts. */
  feedLimits?: Partial<FeedLimits>;
  /**
   * Demo mode (the bundled sample alerts): re-time every alert so it is current from the moment
   * the service starts and is reissued and expires on its own schedule (./demo-schedule.ts).
   */
  demoSchedule?: boolean;
  /**
   * A scenario's timing instead (the editors' storm day, server/tools/storm-day.ts): every alert
   * that is neither superseded nor cancelled, as it stands at `now`.
   */
  retime?: (alerts: readonly ActiveWarning[], now: number) => ActiveWarning[];
}

export interface WarningsService {
  /** First load of every source; later changes arrive by watch and poll. */
  start(): Promise<void>;
  close(): void;
  reloadFolder(): Promise<void>;
  pollFeed(): Promise<void>;
  /**
   * False while a configured feed has not answered a valid feed once since the start: the alerts
   * are then unknown, and saying 'no warnings' would be wrong. After one good read, an unreachable
   * or invalid feed keeps its last good alerts (feed.server.ts), so this stays true.
   */
  available(): boolean;
  active(): ActiveWarning[];
  all(): AllWarnings;
  location(type: string, key: string): WarningLocation | undefined;
  forLocation(type: string, key: string): LocationWarnings | undefined;
}

const LEVEL_RANK: Record<Warning['warnLevel'], number> = {
  red: 0,
  orange: 1,
  yellow: 2,
  blue: 3,
  none: 4,
};
// Pages spec section 9: high seas warning types in priority order.
const HIGH_SEAS_RANK: Partial<Record<Warning['eventType'], number>> = {
  cyclone: 0,
  storm: 1,
  gale: 2,
  iceaccretion: 3,
};
const MARINE_LOCATION_TYPES = new Set(['marine', 'high-seas']);

function byPriority(a: ActiveWarning, b: ActiveWarning): number {
  const x = a.warning;
  const y = b.warning;
  return (
    LEVEL_RANK[x.warnLevel] - LEVEL_RANK[y.warnLevel] ||
    (HIGH_SEAS_RANK[x.eventType] ?? 9) - (HIGH_SEAS_RANK[y.eventType] ?? 9) ||
    Date.parse(y.issuedAt ?? '') - Date.parse(x.issuedAt ?? '') ||
    x.name.localeCompare(y.name)
  );
}

/** Reads content/data/locations.json (or a fixture) into the fields coverage needs. */
export async function loadWarningLocations(file: string): Promise<WarningLocation[]> {
  const raw = JSON.parse(await readFile(file, 'utf8')) as unknown;
  if (!Array.isArray(raw)) throw new Error(`${file}: expected a JSON array of locations`);
  return raw.filter(
    (l): l is WarningLocation =>
      typeof l === 'object' &&
      l !== null &&
      typeof l.key === 'string' &&
      typeof l.type === 'string' &&
      typeof l.region === 'string' &&
      Number.isFinite(l.lat) &&
      Number.isFinite(l.lon),
  );
}

/**
 * The warnings service: CAP alerts from a folder and/or a feed, kept current, answered per location.
 * @example const service = createWarningsService({ capDir: 'content/cap', locations, logger }); await service.start();
 */
export function createWarningsService(options: WarningsServiceOptions): WarningsService {
  const { logger, locations } = options;
  const now = options.now ?? Date.now;
  const set = new AlertSet();
  const index = new Map(locations.map((l) => [`${l.type}/${l.key}`, l]));
  const stops: Array<() => void> = [];
  // Regions an alert reaches, from its own geocodes plus the regions of the places it covers,
  // keyed by its areas (a re-timed demo alert is a new object with the same areas).
  const regionCache = new WeakMap<object, string[]>();

  const withRegions = (w: ActiveWarning): Warning => {
    let regions = regionCache.get(w.areas);
    if (!regions) {
      const found = new Set(w.warning.regions ?? []);
      for (const l of locations)
        if (!found.has(l.region) && covers(w.areas, l)) found.add(l.region);
      regions = [...found].slice(0, 100);
      regionCache.set(w.areas, regions);
    }
    return { ...w.warning, regions };
  };

  let demoStart = now();
  const timed = (): ActiveWarning[] => {
    if (options.retime) return options.retime(set.resolved(), now());
    return options.demoSchedule ? retimeAll(set.resolved(), demoStart, now()) : set.active(now());
  };
  const active = (): ActiveWarning[] => timed().sort(byPriority);

  const capDirs = [options.capDir ?? []].flat();
  const reloadFolder = async (): Promise<void> => {
    for (const dir of capDirs) await loadFolder(dir, set, logger);
  };
  let feedRead = false;
  const poller = options.feedUrl
    ? feedPoller({
        url: options.feedUrl,
        set,
        logger,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.feedLimits ? { limits: options.feedLimits } : {}),
      })
    : null;
  const poll = async (): Promise<void> => {
    if (poller && (await poller.poll())) feedRead = true;
  };

  return {
    async start() {
      demoStart = now();
      await reloadFolder();
      await poll();
      if (options.watch !== false) {
        for (const dir of capDirs)
          stops.push(
            watchFolder(dir, () => void reloadFolder(), options.debounceMs ?? 200, logger),
          );
      }
      if (options.feedUrl) {
        const timer = setInterval(() => void poll(), (options.pollSeconds ?? 60) * 1000);
        timer.unref();
        stops.push(() => clearInterval(timer));
      }
      logger.info({ alerts: set.size, active: active().length }, 'warnings loaded');
    },
    close() {
      stops.splice(0).forEach((stop) => stop());
    },
    reloadFolder,
    pollFeed: poll,
    available: () => feedRead || !options.feedUrl,
    active,
    all() {
      const list = active();
      return {
        warnings: list.map(withRegions),
        // A CAP polygon has at least four points (CAP 1.2; cap-parser.ts refuses fewer).
        areas: list.map((w) => ({
          polygons: w.areas.flatMap((a) => a.polygons),
        })) as AllWarnings['areas'],
      };
    },
    location: (type, key) => index.get(`${type}/${key}`),
    forLocation(type, key) {
      const location = index.get(`${type}/${key}`);
      if (!location) return undefined;
      const list = active();
      const region = foldName(location.region);
      const marine = MARINE_LOCATION_TYPES.has(location.type);
      const covering = list.filter((w) => covers(w.areas, location)).map(withRegions);
      return {
        warnings: covering,
        summary: list.map(withRegions),
        // A sea area's banner is named for the area itself, so it lists what covers the area:
        // 'High Seas' as a region would put the Southern ice warning on the Pacific page (issue 14).
        regional: marine
          ? covering
          : list
              .map(withRegions)
              .filter((w) => (w.regions ?? []).some((r) => foldName(r) === region)),
        warningAreaName: marine ? location.label : location.region,
        warningPageUrl:
          marine || list.some((w) => covers(w.areas, location) && isMarine(w.warning.eventType))
            ? '/warnings/marine'
            : '/warnings/home',
      };
    },
  };
}
