import type { MonitoringSettings } from '#src/entry-server.tsx';
import type { CspDirectives } from './security.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Monitoring, product analytics and audience measurement from the environment (README,
 * "Configuration"). Nothing is configured by default, and then nothing loads in the browser and
 * no provider host enters the Content-Security-Policy.
 */
export interface MonitoringConfig {
  settings: MonitoringSettings;
  /** The provider hosts the CSP must open, only for what is configured. */
  csp: CspDirectives;
}

const read = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

export function monitoringConfig(env: Env, problems: string[]): MonitoringConfig {
  const csp: Record<string, string[]> = {};
  const open = (directive: string, origin: string) =>
    (csp[directive] ??= []).includes(origin) || csp[directive].push(origin);
  const origin = (name: string): string | undefined => {
    const raw = read(env, name);
    if (raw === undefined) return undefined;
    try {
      const url = new URL(raw);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // reported below
    }
    problems.push(`${name} must be an http:// or https:// URL, got '${raw}'`);
    return undefined;
  };
  const rate = (name: string): number | undefined => {
    const raw = read(env, name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || value > 100) {
      problems.push(`${name} must be a number from 0 to 100, got '${raw}'`);
      return undefined;
    }
    return value;
  };

  const settings: MonitoringSettings = {};
  const applicationId = read(env, 'RUM_APPLICATION_ID');
  const clientToken = read(env, 'RUM_CLIENT_TOKEN');
  const proxyOrigin = origin('RUM_PROXY');
  const sessionSampleRate = rate('RUM_SESSION_SAMPLE_RATE');
  const sessionReplaySampleRate = rate('RUM_SESSION_REPLAY_SAMPLE_RATE');
  if (applicationId && clientToken) {
    const site = read(env, 'RUM_SITE') ?? 'datadoghq.com';
    if (!/^[a-z0-9.-]+$/.test(site)) problems.push(`RUM_SITE must be a host name, got '${site}'`);
    const env_ = read(env, 'RUM_ENV');
    const service = read(env, 'RUM_SERVICE');
    settings.rum = {
      applicationId,
      clientToken,
      site,
      ...(env_ ? { env: env_ } : {}),
      ...(service ? { service } : {}),
      ...(sessionSampleRate !== undefined ? { sessionSampleRate } : {}),
      ...(sessionReplaySampleRate !== undefined ? { sessionReplaySampleRate } : {}),
      ...(proxyOrigin ? { proxy: read(env, 'RUM_PROXY') as string } : {}),
    };
    open('connect-src', proxyOrigin ?? `https://*.browser-intake-${site}`);
  } else if (applicationId || clientToken) {
    problems.push('RUM_APPLICATION_ID and RUM_CLIENT_TOKEN go together: set both or neither');
  }

  const token = read(env, 'POSTHOG_TOKEN');
  const apiHost = origin('POSTHOG_HOST') ?? 'https://us.i.posthog.com';
  if (token) {
    settings.analytics = { token, apiHost };
    open('connect-src', apiHost);
  }

  const appId = read(env, 'AUDIENCE_APP_ID');
  const sdkOrigin = origin('AUDIENCE_SDK_URL');
  if (appId && sdkOrigin) {
    settings.audience = { appId, sdkUrl: read(env, 'AUDIENCE_SDK_URL') as string };
    for (const d of ['script-src', 'connect-src', 'img-src']) open(d, sdkOrigin);
  } else if (appId || sdkOrigin) {
    problems.push('AUDIENCE_APP_ID and AUDIENCE_SDK_URL go together: set both or neither');
  }
  return { settings, csp };
}
