import { createActor, fromPromise } from 'xstate';
import {
  VERSION_PATH,
  versionMachine,
  type ReloadRecord,
  type VersionCheckOutput,
} from '#machines/version.machine.ts';
import type { RouteChanges } from '#src/after-load/route-changes.ts';

/** Session storage key of the last forced reload (the loop guard reads it after the reload). */
export const RELOAD_RECORD_KEY = 'nzweather.forcedReload';

/** Spec section 7: the version file, uncached, with manual redirects (opaque redirect: reload). */
export async function fetchVersion(url = VERSION_PATH): Promise<VersionCheckOutput> {
  const res = await fetch(url, { cache: 'no-store', redirect: 'manual' });
  if (res.type === 'opaqueredirect') return { redirected: true };
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  const body = (await res.json()) as { Version?: unknown } | null;
  return { redirected: false, version: body?.Version };
}

/** The last forced reload; anything unreadable is no record (the in-memory guard still holds). */
export function readRecord(storage: Pick<Storage, 'getItem'> | null): ReloadRecord | null {
  try {
    const parsed = JSON.parse(storage?.getItem(RELOAD_RECORD_KEY) ?? 'null') as unknown;
    const r = parsed as Partial<ReloadRecord> | null;
    return r && typeof r.version === 'string' && typeof r.at === 'number'
      ? { version: r.version, at: r.at }
      : null;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage refused (private modes): no guard record, the in-memory guard stays.
  }
}

/** A failed script chunk as Vite's loader reports it (`vite:preloadError` on window). */
type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * The version check in the browser: on every in-app page change and whenever the tab comes back
 * into view; a script chunk that fails to load (Vite's loader announces each failure with a
 * `vite:preloadError` event, so no code before interaction is needed) reloads the page once.
 */
export function startVersionCheck(clientVersion: string, routes: RouteChanges) {
  const storage = session();
  const actor = createActor(
    versionMachine.provide({
      actors: { fetchVersion: fromPromise(() => fetchVersion()) },
      actions: {
        // Reloads and refusals alike are warnings: someone reading the console wants both.
        log: (_, { message }) => console.warn(message),
        reload: () => location.reload(),
        saveReload: (_, record) => {
          try {
            storage?.setItem(RELOAD_RECORD_KEY, JSON.stringify(record));
          } catch {
            // Full or refused storage: the in-memory record still stops a loop on this page.
          }
        },
      },
    }),
    { input: { clientVersion, lastReload: readRecord(storage) } },
  ).start();

  routes.listen(() => actor.send({ type: 'version.check' }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') actor.send({ type: 'version.check' });
  });
  addEventListener('vite:preloadError', (event) =>
    reportChunkFailure((event as PreloadErrorEvent).payload),
  );

  /** Also for code that catches a chunk failure itself (an error boundary around a lazy part). */
  function reportChunkFailure(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    // Offline, a reload would lose the page: the part that failed offers Try again instead
    // (issue 11). A chunk missing after a deploy fails while online.
    if (navigator.onLine === false) {
      console.warn(`Not reloading: offline (${message})`);
      return;
    }
    actor.send({ type: 'version.chunkFailed', message });
  }
  return { actor, reportChunkFailure };
}
