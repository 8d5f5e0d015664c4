/**
 * Monitoring, product analytics and audience measurement as the server configures them for the
 * page ("the page's global settings", pages spec section 3). Every part is optional: a part
 * that is absent loads nothing, and its hosts stay out of the Content-Security-Policy.
 */
export interface RumSettings {
  applicationId?: string;
  clientToken?: string;
  env?: string;
  sessionSampleRate?: number;
  sessionReplaySampleRate?: number;
  site?: string;
  version?: string;
  service?: string;
  defaultPrivacyLevel?: 'allow' | 'mask' | 'mask-user-input';
  /** Where the SDK sends its batches instead of the provider (a first-party proxy, or tests). */
  proxy?: string;
}

export interface AnalyticsSettings {
  /** Project token; without it the analytics SDK never loads. */
  token: string;
  apiHost: string;
}

export interface AudienceSettings {
  /** The measurement SDK's app id and the script that defines it. */
  appId: string;
  sdkUrl: string;
}

export interface MonitoringSettings {
  rum?: RumSettings;
  analytics?: AnalyticsSettings;
  audience?: AudienceSettings;
}
