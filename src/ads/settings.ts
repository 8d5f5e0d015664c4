import type { GptSettings } from './gpt-provider.ts';

/**
 * Which provider fills the ad slots (server config ADS_PROVIDER; 'none' sends no settings), and
 * `overlays: false` when the site shows no interstitial or map takeover (ADS_OVERLAYS=off).
 */
export type AdsSettings = ({ provider: 'house' } | { provider: 'gpt'; gpt: GptSettings }) & {
  overlays?: false;
};
