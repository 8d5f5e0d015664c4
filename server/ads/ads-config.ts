import type { AdsSettings } from '#src/entry-server.tsx';
import type { CspDirectives } from '../security.ts';

type Env = Readonly<Record<string, string | undefined>>;

const PROVIDERS = ['none', 'house', 'gpt'] as const;
const GPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

/** The ad provider from the environment (README "Configuration") and the CSP hosts it needs. */
export interface AdsConfig {
  /** Undefined for ADS_PROVIDER=none: no ad space reserved, no ad code loaded. */
  settings: AdsSettings | undefined;
  csp: CspDirectives;
}

const httpsOrigin = (raw: string): string | null => {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.hostname === '127.0.0.1' ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * ADS_PROVIDER: 'house' (default: the site's own creatives from this server, no account),
 * 'gpt' (Google Publisher Tag, with Prebid when ADS_PREBID_URL is set) or 'none'.
 * Only 'gpt' opens other hosts in the Content-Security-Policy.
 */
export function adsConfig(env: Env, problems: string[]): AdsConfig {
  const read = (name: string) => env[name]?.trim() || undefined;
  const chosen = providerConfig(problems, read);
  // ADS_OVERLAYS=off: no interstitial and no map takeover (formats a publisher may not sell, or
  // turns off while the country is under a state of emergency).
  const overlays = read('ADS_OVERLAYS') ?? 'on';
  if (overlays !== 'on' && overlays !== 'off')
    problems.push(`ADS_OVERLAYS must be on or off, got '${overlays}'`);
  return overlays === 'off' && chosen.settings
    ? { ...chosen, settings: { ...chosen.settings, overlays: false } }
    : chosen;
}

function providerConfig(problems: string[], read: (name: string) => string | undefined): AdsConfig {
  const provider = read('ADS_PROVIDER') ?? 'house';
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    problems.push(`ADS_PROVIDER must be one of ${PROVIDERS.join(', ')}, got '${provider}'`);
    return { settings: undefined, csp: {} };
  }
  if (provider === 'none') return { settings: undefined, csp: {} };
  if (provider === 'house') return { settings: { provider: 'house' }, csp: {} };

  const gptUrl = read('ADS_GPT_URL') ?? GPT_URL;
  const prebidUrl = read('ADS_PREBID_URL');
  const origins: string[] = [];
  for (const [name, url] of [
    ['ADS_GPT_URL', gptUrl],
    ['ADS_PREBID_URL', prebidUrl],
  ] as const) {
    if (url === undefined) continue;
    const origin = httpsOrigin(url);
    if (origin) origins.push(origin);
    else problems.push(`${name} must be an https:// URL, got '${url}'`);
  }
  let bidders: Array<{ bidder: string; params: Record<string, unknown> }> | undefined;
  const rawBidders = read('ADS_PREBID_BIDDERS');
  if (rawBidders) {
    try {
      const parsed = JSON.parse(rawBidders) as unknown;
      const ok =
        Array.isArray(parsed) &&
        parsed.every(
          (b) =>
            typeof (b as { bidder?: unknown }).bidder === 'string' &&
            typeof (b as { params?: unknown }).params === 'object',
        );
      if (ok) bidders = parsed as typeof bidders;
      else problems.push('ADS_PREBID_BIDDERS must be a JSON list of { "bidder", "params" }');
    } catch {
      problems.push('ADS_PREBID_BIDDERS is not valid JSON');
    }
  }
  return {
    settings: {
      provider: 'gpt',
      gpt: { gptUrl, ...(prebidUrl ? { prebidUrl } : {}), ...(bidders ? { bidders } : {}) },
    },
    // GPT loads further scripts and frames from Google's ad hosts; bidders answer from theirs.
    csp: {
      'script-src': [
        ...origins,
        'https://pagead2.googlesyndication.com',
        'https://*.doubleclick.net',
      ],
      'frame-src': [
        'https://*.doubleclick.net',
        'https://tpc.googlesyndication.com',
        'https://*.safeframe.googlesyndication.com',
      ],
      'img-src': ['https:'],
      'connect-src': ['https:'],
    },
  };
}
