import type { PageBytes } from './bytes.ts';
import type { InteractionResult } from './interactions.ts';
import type { LoadResult } from './load.ts';

/**
 * bench/results/latest.json: what `npm run bench` measured, one section per kind of measure,
 * each with the date it was measured on (BENCH_ONLY re-measures some and keeps the others).
 */
export interface BenchResults {
  bytes?: BytesSection;
  lighthouse?: LighthouseSection;
  throughput?: ThroughputSection;
  interactions?: InteractionsSection;
  search?: SearchSection;
  validation?: ValidationSection;
}

export interface Machine {
  cpus: number;
  model: string | undefined;
  node: string;
}

export interface Measured {
  /** ISO date and time the section was measured. */
  measuredAt: string;
  machine: Machine;
  /** What was special about the run (commit, machine load), when something was. */
  note?: string;
}

export interface BytesSection extends Measured {
  budgets: {
    htmlGzip: number;
    jsBeforePaintGzip: number;
    jsBeforeInteractionGzip: number;
    cssGzip: number;
    /** Issue 26: every page type leaves at least this much of the JS budget. */
    jsSpareGzip?: number;
    /** Issue 26: JS before interaction on a town page. */
    jsTownPageGzip?: number;
  };
  /** The default set-up (house ads). */
  pages: Record<string, PageBytes>;
  /** The same pages with no ads ('none') and with monitoring and analytics ('monitored'). */
  variants: Record<string, Record<string, PageBytes>>;
}

export interface Vitals {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  runs?: Array<{ lcpMs: number; cls: number; tbtMs: number }>;
}

export interface LighthouseSection extends Measured {
  runs: number;
  preset: string;
  pages: Record<
    string,
    {
      app: Vitals;
      appVariants: Record<string, Vitals>;
      p0: Vitals;
      /** None for a page without the client (the no-script search page). */
      p1?: Vitals;
      lcpVsP0: number;
      lcpVsP1?: number;
      /** The app's TBT over the plain SPA's (issue 26: at most a quarter). */
      tbtVsP1?: number;
      targets: {
        lcpVsP0: number;
        lcpVsP1: number;
        cls: number;
        tbtMs: number;
        tbtVsP1?: number;
      };
    }
  >;
}

export interface ThroughputSection extends Measured {
  /** How the servers and the load generator shared the cores (taskset), or false. */
  pinned: string | false;
  seconds: number;
  connections: number;
  pagesApi: { app: LoadResult; bare: LoadResult; ratio: number; target: number };
  ssr: { app: LoadResult; bareRenderToString: LoadResult; ratio: number; target: number };
  /** A cached page sent brotli-compressed against the same page uncompressed (issue 26). */
  compressedPage?: { identity: LoadResult; br: LoadResult; ratio: number; target: number };
}

export interface InteractionsSection extends Measured {
  /** Chromium's CPU slowdown during the runs. */
  cpuSlowdown: number;
  runs: number;
  interactions: Record<string, InteractionResult>;
}

export interface SearchSection extends Measured {
  locations: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  budgetMs: number;
}

export interface ValidationSection extends Measured {
  modules: number;
  validateMs: number;
  budgetMs: number;
}

/** bench/results/load-latest.json: `npm run load`. */
export interface LoadResults extends Measured {
  /** How the server and the load generator shared the cores (taskset), or false. */
  pinned: string | false;
  stepSeconds: number;
  p99LimitMs: number;
  targets: Record<
    string,
    {
      steps: Array<LoadResult & { connections: number }>;
      bestRequestsPerSecondWithinP99: number;
      p99PassesLimitAtConnections: number | null;
    }
  >;
  storage: { writes: number; bytesAtStart: number; bytesPer10kWrites: number[] };
  memory: {
    rssAfterWarmUpMb: number;
    rssAfterSoakMb: number;
    growthPercent: number;
    soakSeconds: number;
    soakRequests: number;
  };
}

/** One preview render of a probe description, while /healthz was asked every 20 ms. */
export interface HostilePreview {
  modules: number;
  bodyKB: number;
  /** The preview's own answer (413: the body is refused before it is read). */
  status: number;
  /** What the live site would answer for that description (x-preview-status). */
  liveStatus: string | null;
  renderMs: number;
  healthzWorstMs: number;
  healthzAsked: number;
}

/** bench/results/hostile-latest.json: issue 27's hostile cases (`npx tsx bench/hostile.ts`). */
export interface HostileResults extends Measured {
  /** The machine's load average (1, 5, 15 minutes) when the run started. */
  loadAverage: number[];
  preview: HostilePreview[];
  search: {
    apiSearches: number;
    apiStatuses: Record<string, number>;
    otherVisitorSearchStatus: number;
    otherVisitorSearchMs: number;
  };
}
