import { measurementSection } from '#engine/measurement-sections.ts';
import type { RouteChanges } from '#src/after-load/route-changes.ts';
import type { AudienceSettings } from './settings.ts';

/**
 * Audience measurement (pages spec sections 2, 3, 7, 8): a static page-start message per page
 * view with type, assetid, section, subbrand and pageURL (omitted on the initial load), and a
 * page-end message when the visitor moves on. The measurement SDK is the provider's script,
 * loaded only when configured; without it each message logs 'Nielsen Err No SDK'.
 */

export const NO_SDK_MESSAGE = 'Nielsen Err No SDK';

export interface AudiencePageEvent {
  type: 'static';
  assetid: string;
  section: string;
  subbrand: string;
  pageURL?: string;
}

/** What the provider's SDK instance offers (its `ggPM` call takes the message name and data). */
export interface AudienceSdk {
  ggPM(message: 'staticstart' | 'staticend', data: AudiencePageEvent): void;
}

/** The page event of a path; `url` is the full address, left out on the initial load. */
export function audiencePageEvent(path: string, url?: string): AudiencePageEvent {
  const { name, subbrand } = measurementSection(path);
  return {
    type: 'static',
    assetid: path,
    section: name,
    subbrand,
    ...(url ? { pageURL: url } : {}),
  };
}

/** Sends start/end messages for the first page and every route change to `sdk()`. */
export function trackAudience(
  sdk: () => AudienceSdk | null,
  routes: RouteChanges,
  href: () => string,
  log: (message: string) => void = console.error,
): void {
  const send = (message: 'staticstart' | 'staticend', data: AudiencePageEvent): void => {
    const instance = sdk();
    if (!instance) return log(NO_SDK_MESSAGE);
    instance.ggPM(message, data);
  };
  let current = audiencePageEvent(routes.current());
  send('staticstart', current);
  routes.listen((path) => {
    send('staticend', current);
    current = audiencePageEvent(path, href());
    send('staticstart', current);
  });
}

interface AudienceGlobal {
  NOLBUNDLE?: { nlsQ(appId: string, name: string, options: object): AudienceSdk };
}

/** Loads the provider's script, then measures; a script that fails to load leaves no SDK. */
export async function startAudience(
  settings: AudienceSettings,
  routes: RouteChanges,
): Promise<void> {
  await new Promise<void>((resolve) => {
    const script = document.createElement('script');
    script.src = settings.sdkUrl;
    script.async = true;
    script.onload = script.onerror = () => resolve();
    document.head.append(script);
  });
  const bundle = (window as AudienceGlobal).NOLBUNDLE;
  const instance = bundle ? bundle.nlsQ(settings.appId, 'nlsnInstance', {}) : null;
  trackAudience(
    () => instance,
    routes,
    () => location.href,
  );
}
