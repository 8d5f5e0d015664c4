import type { GptSettings } from './gpt-provider.ts';

/** Which provider fills the ad slots (server config ADS_PROVIDER; 'none' sends no settings). */
export type AdsSettings = { provider: 'house' } | { provider: 'gpt'; gpt: GptSettings };
