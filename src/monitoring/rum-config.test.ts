import { RUM_DEFAULT_SERVICE, RUM_TELEMETRY_SAMPLE_RATE, rumStart } from './rum-config.ts';

const configured = { applicationId: 'app-1', clientToken: 'pub-token' };
const prod = { development: false, search: '' };

describe('monitoring start rules', () => {
  it('starts only with both applicationId and clientToken', () => {
    expect(rumStart(undefined, prod)).toBeNull();
    expect(rumStart({ applicationId: 'app-1' }, prod)).toBeNull();
    expect(rumStart({ clientToken: 'pub-token' }, prod)).toBeNull();
    expect(rumStart({ applicationId: '', clientToken: 'pub-token' }, prod)).toBeNull();
    expect(rumStart(configured, prod)).not.toBeNull();
  });

  it('samples nothing when the rates are absent, and keeps configured rates', () => {
    expect(rumStart(configured, prod)?.init).toMatchObject({
      sessionSampleRate: 0,
      sessionReplaySampleRate: 0,
    });
    expect(
      rumStart({ ...configured, sessionSampleRate: 25, sessionReplaySampleRate: 5 }, prod)?.init,
    ).toMatchObject({ sessionSampleRate: 25, sessionReplaySampleRate: 5 });
  });

  it("is 'development' on a development build, else the configured environment, else 'unknown'", () => {
    const dev = { development: true, search: '' };
    expect(rumStart({ ...configured, env: 'prod' }, dev)?.init.env).toBe('development');
    expect(rumStart({ ...configured, env: 'prod' }, prod)?.init.env).toBe('prod');
    expect(rumStart(configured, prod)?.init.env).toBe('unknown');
  });

  it('tracks views manually, interactions, resources and long tasks, masking user input', () => {
    expect(rumStart(configured, prod)?.init).toMatchObject({
      trackViewsManually: true,
      trackUserInteractions: true,
      trackResources: true,
      trackLongTasks: true,
      defaultPrivacyLevel: 'mask-user-input',
      telemetrySampleRate: RUM_TELEMETRY_SAMPLE_RATE,
      service: RUM_DEFAULT_SERVICE,
    });
  });

  it('forces both sample rates to 100 and sets the user for a user_id query parameter', () => {
    const start = rumStart(
      { ...configured, sessionSampleRate: 1 },
      { development: false, search: '?user_id=u-42&x=1' },
    );
    expect(start?.userId).toBe('u-42');
    expect(start?.init).toMatchObject({ sessionSampleRate: 100, sessionReplaySampleRate: 100 });
    expect(rumStart(configured, { development: false, search: '?user_id=' })?.userId).toBe(
      undefined,
    );
  });

  it('passes site, version and the proxy through only when set', () => {
    const init = rumStart(
      { ...configured, site: 'datadoghq.eu', version: '13.0.7', proxy: 'http://127.0.0.1:9/rum' },
      prod,
    )?.init;
    expect(init).toMatchObject({
      site: 'datadoghq.eu',
      version: '13.0.7',
      proxy: 'http://127.0.0.1:9/rum',
    });
    expect(rumStart(configured, prod)?.init).not.toHaveProperty('proxy');
  });
});
