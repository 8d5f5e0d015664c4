import type { AdsSettings } from './ads/settings.ts';
import type { MonitoringSettings } from './monitoring/settings.ts';
import type { SearchSettings } from './search/search-client.ts';
import type { InitialWarnings } from '#engine/warnings-view.ts';

/** What the server embeds in every page for the client (`#wx-state`), besides the page snapshot. */
export interface ClientSettings {
  debug: boolean;
  version: string;
  orgUrl: string;
  /** Server render time: modules format times against it, so hydration matches the HTML. */
  now: number;
  apiPrefix: string;
  search: SearchSettings;
  /** Monitoring, analytics and audience measurement; absent parts load nothing. */
  monitoring?: MonitoringSettings;
  /** The ad provider; absent: no ads, no ad code loaded. */
  ads?: AdsSettings;
  /** The editors' and QA tools are on (TOOLS_ENABLED): `?inspect` may open the inspector. */
  tools?: true;
  /** The editors' preview: modules with a problem show as notes, as in its HTML (issue 23). */
  notes?: true;
}

export interface EmbeddedState {
  settings: ClientSettings;
  /**
   * Persisted snapshot of the page machine, settled on the server; null when the page was not
   * rendered on the server (the client then loads `path` itself and renders from scratch).
   */
  page: unknown;
  path?: string;
  /** The page location's warnings as the server rendered them. */
  warnings?: InitialWarnings;
}

export function readEmbeddedState(doc: Document): EmbeddedState | null {
  const el = doc.getElementById('wx-state');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as EmbeddedState;
  } catch {
    return null;
  }
}
