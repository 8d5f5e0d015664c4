import type { RouteChanges } from '#src/after-load/route-changes.ts';
import type { RumStart } from './rum-config.ts';

/**
 * Starts the RUM SDK (a lazy chunk of its own, loaded only when configured) with one view per
 * page: the first for the page as loaded, then one per in-app route change (views are tracked
 * manually because the page machine, not the SDK, knows when a page changes).
 */
export async function startRum(
  start: RumStart,
  routes: RouteChanges,
  /** Paths shown since the page was interactive (the first is the page as loaded). */
  shown: string[] = [routes.current()],
  stopRecording: () => void = () => undefined,
): Promise<void> {
  const { datadogRum } = await import('@datadog/browser-rum');
  stopRecording();
  datadogRum.init(start.init);
  if (start.userId) datadogRum.setUser({ id: start.userId });
  for (const path of shown) datadogRum.startView({ name: path });
  routes.listen((path) => datadogRum.startView({ name: path }));
}
