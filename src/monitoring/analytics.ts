import type { AnalyticsSettings } from './settings.ts';

/**
 * Product analytics (pages spec section 3 "Analytics configuration", section 7): the slim
 * posthog-js build, loaded only when the page config has a token. Person profiles only for
 * identified users; page views follow history changes (the site has no client router).
 */
export async function startAnalytics(settings: AnalyticsSettings): Promise<void> {
  const { posthog } = await import('posthog-js/dist/module.slim');
  posthog.init(settings.token, {
    api_host: settings.apiHost,
    person_profiles: 'identified_only',
    capture_pageview: 'history_change',
  });
}
