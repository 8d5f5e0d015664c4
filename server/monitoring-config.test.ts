import { monitoringConfig } from './monitoring-config.ts';

describe('monitoring configuration', () => {
  it('configures nothing, and opens no host, by default', () => {
    expect(monitoringConfig({}, [])).toEqual({ settings: {}, csp: {} });
  });

  it('sends RUM settings only with both ids, and opens the intake (or the proxy) in connect-src', () => {
    const problems: string[] = [];
    const both = monitoringConfig(
      { RUM_APPLICATION_ID: 'app', RUM_CLIENT_TOKEN: 'tok', RUM_SESSION_SAMPLE_RATE: '25' },
      problems,
    );
    expect(both.settings.rum).toMatchObject({ applicationId: 'app', sessionSampleRate: 25 });
    expect(both.csp['connect-src']).toEqual(['https://*.browser-intake-datadoghq.com']);
    const proxied = monitoringConfig(
      { RUM_APPLICATION_ID: 'app', RUM_CLIENT_TOKEN: 'tok', RUM_PROXY: 'http://127.0.0.1:9/rum' },
      problems,
    );
    expect(proxied.csp['connect-src']).toEqual(['http://127.0.0.1:9']);
    monitoringConfig({ RUM_APPLICATION_ID: 'app' }, problems);
    expect(problems).toEqual([
      'RUM_APPLICATION_ID and RUM_CLIENT_TOKEN go together: set both or neither',
    ]);
  });

  it('loads analytics with a token and audience measurement with its app id and script', () => {
    const m = monitoringConfig(
      {
        POSTHOG_TOKEN: 'phc_x',
        AUDIENCE_APP_ID: 'P123',
        AUDIENCE_SDK_URL: 'https://sdk.example.net/nlsSDK600.bundle.min.js',
      },
      [],
    );
    expect(m.settings.analytics).toEqual({ token: 'phc_x', apiHost: 'https://us.i.posthog.com' });
    expect(m.settings.audience?.appId).toBe('P123');
    expect(m.csp['script-src']).toEqual(['https://sdk.example.net']);
  });
});
