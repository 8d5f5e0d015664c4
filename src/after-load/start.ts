/// <reference types="vite/client" />
import type { EmbeddedState } from '#src/client-state.ts';
import { startVersionCheck } from '#src/version/version-check.ts';
import { startAudience } from '#src/monitoring/audience.ts';
import { rumStart } from '#src/monitoring/rum-config.ts';
import { browserRouteChanges } from './route-changes.ts';
import { startAds } from '#src/ads/start-ads.ts';
import { hydrated } from '#engine/hydrated.ts';
import { idle, whenQuiet, yieldToMain } from '#engine/quiet.ts';
import { startInPageLinks } from '#src/app/in-page-links.ts';
import { openWide } from '#src/app/open-wide.ts';
import { startFocusInView } from '#src/shell/focus-in-view.ts';
import { startFocusReturn } from '#src/shell/focus-return.ts';
import { startScrollRegions } from '#src/shell/scroll-regions.ts';

/**
 * How long the page must have run no long task before the monitoring and analytics SDKs start
 * (unless a visitor's input comes first): Lighthouse's own quiet window for Time to Interactive.
 */
export const MONITORING_QUIET_MS = 5000;

/**
 * What the site does once a page is interactive and the browser is idle (issue 13's budget rule:
 * none of it may run, or even download, before the first interaction): the version check, the
 * ads, and monitoring, analytics and audience measurement when configured. Each SDK is a lazy
 * chunk of its own, imported only when its settings are there, so an unconfigured site downloads
 * none of them (decision 007). Each step runs in a task of its own, and the SDKs, whose start-up
 * is one long task each, wait until the page has been quiet a while or a visitor's first input
 * has been answered (issue 26, decision 022).
 *
 * The client entry imports this chunk for its effect alone (a named export and a call would cost
 * bytes in the entry, which is within a few bytes of its budget).
 */
export async function startAfterLoad(): Promise<void> {
  // The site's focus and region rules (issue 29): listeners on the document, so they cost
  // nothing before interaction. Links within the page (issue 22) open what hides their section
  // and move the focus there; the browser follows them and scrolls.
  startFocusReturn();
  startFocusInView();
  startInPageLinks();
  startScrollRegions();
  openWide();
  // Read here rather than through the app's reader: sharing it would add an export to the app chunk.
  let state: EmbeddedState | null;
  try {
    state = JSON.parse(
      document.getElementById('wx-state')?.textContent ?? 'null',
    ) as EmbeddedState | null;
  } catch {
    return; // No readable state: the server page stands as it is, without the extras.
  }
  const settings = state?.settings;
  if (!settings) return;
  const routes = browserRouteChanges();
  const failed = (what: string) => (error: unknown) =>
    console.warn(
      `${what} did not start: ${error instanceof Error ? error.message : String(error)}`,
    );
  const { rum, analytics, audience } = settings.monitoring ?? {};
  const rumPlan = rumStart(rum, { development: import.meta.env.DEV, search: location.search });
  // The pages shown before the SDK starts still get their views, in order.
  const shown = [routes.current()];
  const stopRecording = rumPlan ? routes.listen((path) => shown.push(path)) : () => undefined;

  startVersionCheck(settings.version, routes);
  const ads = settings.ads;
  if (ads) {
    await yieldToMain();
    try {
      startAds(ads, settings.apiPrefix, routes);
    } catch (error) {
      failed('Ads')(error);
    }
  }
  // Browser tests and the benchmark wait for this (and tell lazy chunks from first-load ones).
  document.documentElement.dataset.afterLoad = 'started';
  if (!rumPlan && !analytics?.token && !audience) return;

  await whenQuiet(MONITORING_QUIET_MS);
  if (rumPlan) {
    await idle();
    await import('#src/monitoring/rum.ts')
      .then((m) => m.startRum(rumPlan, routes, shown, stopRecording))
      .catch(failed('Monitoring'));
  }
  if (analytics?.token) {
    await idle();
    await import('#src/monitoring/analytics.ts')
      .then((m) => m.startAnalytics(analytics))
      .catch(failed('Analytics'));
  }
  if (audience) {
    await idle();
    await startAudience(audience, routes).catch(failed('Audience measurement'));
  }
}

/**
 * Starts once React has hydrated the server's page (engine/hydrated.ts). The entry asks for
 * this chunk when the browser is first idle, which can fall between hydration's slices: an ad box
 * placed in <main> then was a node the server had not rendered (React error 418). Waiting here
 * costs the entry nothing.
 */
void hydrated().then(startAfterLoad);
