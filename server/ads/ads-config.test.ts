import { adsConfig } from './ads-config.ts';

describe('ads configuration', () => {
  it('defaults to the house provider, which opens no other host', () => {
    const problems: string[] = [];
    expect(adsConfig({}, problems)).toEqual({ settings: { provider: 'house' }, csp: {} });
    expect(problems).toEqual([]);
  });

  it('reserves and loads nothing with ADS_PROVIDER=none', () => {
    expect(adsConfig({ ADS_PROVIDER: 'none' }, []).settings).toBeUndefined();
  });

  it('opens the GPT and Prebid hosts in the CSP only for the gpt provider', () => {
    const problems: string[] = [];
    const gpt = adsConfig(
      {
        ADS_PROVIDER: 'gpt',
        ADS_PREBID_URL: 'https://cdn.example.nz/prebid.js',
        ADS_PREBID_BIDDERS: '[{"bidder":"appnexus","params":{"placementId":1}}]',
      },
      problems,
    );
    expect(problems).toEqual([]);
    expect(gpt.settings).toMatchObject({
      provider: 'gpt',
      gpt: { prebidUrl: 'https://cdn.example.nz/prebid.js', bidders: [{ bidder: 'appnexus' }] },
    });
    expect(gpt.csp['script-src']).toEqual(
      expect.arrayContaining(['https://securepubads.g.doubleclick.net', 'https://cdn.example.nz']),
    );
  });

  it('turns the interstitial and the map takeover off with ADS_OVERLAYS=off, and refuses other values', () => {
    const problems: string[] = [];
    expect(adsConfig({ ADS_OVERLAYS: 'off' }, problems).settings).toEqual({
      provider: 'house',
      overlays: false,
    });
    expect(adsConfig({ ADS_OVERLAYS: 'on' }, problems).settings).toEqual({ provider: 'house' });
    expect(adsConfig({ ADS_OVERLAYS: 'off', ADS_PROVIDER: 'none' }, problems).settings).toBe(
      undefined,
    );
    expect(problems).toEqual([]);
    adsConfig({ ADS_OVERLAYS: 'no' }, problems);
    expect(problems).toEqual(["ADS_OVERLAYS must be on or off, got 'no'"]);
  });

  it('lists every bad value at once', () => {
    const problems: string[] = [];
    adsConfig(
      { ADS_PROVIDER: 'gpt', ADS_PREBID_URL: 'ftp://x', ADS_PREBID_BIDDERS: '{' },
      problems,
    );
    expect(problems).toEqual([
      "ADS_PREBID_URL must be an https:// URL, got 'ftp://x'",
      'ADS_PREBID_BIDDERS is not valid JSON',
    ]);
    adsConfig({ ADS_PROVIDER: 'popups' }, problems);
    expect(problems.at(-1)).toBe("ADS_PROVIDER must be one of none, house, gpt, got 'popups'");
  });
});
