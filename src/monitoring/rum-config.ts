import type { RumInitConfiguration } from '@datadog/browser-rum';
import type { RumSettings } from './settings.ts';

/**
 * The monitoring start rules (pages spec sections 3, 9 "Monitoring and measurement"), kept apart
 * from the SDK so they are tested without a browser. The SDK's own behaviour (replay segments,
 * batching, throttles, rage clicks, the compression worker) is configured, never re-implemented.
 */

/** Spec: telemetry sampled at 20 %. */
export const RUM_TELEMETRY_SAMPLE_RATE = 20;
/** Spec: the service name is the front end. */
export const RUM_DEFAULT_SERVICE = 'front-end';
/** Spec: impersonation forces both sample rates to 100. */
const FORCED_RATE = 100;

export interface RumStart {
  init: RumInitConfiguration;
  /** Set from the `user_id` query parameter (impersonation). */
  userId?: string;
}

const rate = (value: number | undefined): number =>
  typeof value === 'number' && value >= 0 && value <= 100 ? value : 0;

/**
 * How the RUM SDK starts on this page, or null when it must not: it starts only when the settings
 * have both applicationId and clientToken.
 *
 * @example rumStart({ applicationId: 'a', clientToken: 'b' }, { development: false, search: '' })
 *   // init.sessionSampleRate 0, env 'unknown'
 */
export function rumStart(
  settings: RumSettings | undefined,
  page: { development: boolean; search: string },
): RumStart | null {
  if (!settings?.applicationId || !settings.clientToken) return null;
  const userId = new URLSearchParams(page.search).get('user_id')?.trim() || undefined;
  const init: RumInitConfiguration = {
    applicationId: settings.applicationId,
    clientToken: settings.clientToken,
    env: page.development ? 'development' : settings.env || 'unknown',
    service: settings.service || RUM_DEFAULT_SERVICE,
    sessionSampleRate: userId ? FORCED_RATE : rate(settings.sessionSampleRate),
    sessionReplaySampleRate: userId ? FORCED_RATE : rate(settings.sessionReplaySampleRate),
    telemetrySampleRate: RUM_TELEMETRY_SAMPLE_RATE,
    trackViewsManually: true,
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    defaultPrivacyLevel: settings.defaultPrivacyLevel ?? 'mask-user-input',
    ...(settings.site ? { site: settings.site } : {}),
    ...(settings.version ? { version: settings.version } : {}),
    ...(settings.proxy ? { proxy: settings.proxy } : {}),
  };
  return userId ? { init, userId } : { init };
}
