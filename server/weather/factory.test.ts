import { createWeatherProvider } from './factory.ts';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import type { Location } from './locations.ts';

const auckland = FIXTURE_LOCATIONS[0] as Location;

describe('createWeatherProvider', () => {
  it('selects the demo provider by default config, with no network', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const provider = createWeatherProvider(
      { WEATHER_PROVIDER: 'demo', OPEN_METEO_URL: 'https://api.open-meteo.com' },
      { fetch: fetchSpy, now: () => 0 },
    );
    expect(provider.name).toBe('demo');
    expect((await provider.current(auckland)).source).toBe('demo');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('selects Open-Meteo at the configured base URL', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response('not json', { status: 200 })),
    );
    const provider = createWeatherProvider(
      { WEATHER_PROVIDER: 'open-meteo', OPEN_METEO_URL: 'http://127.0.0.1:9/' },
      { fetch: fetchSpy },
    );
    expect(provider.name).toBe('open-meteo');
    await expect(provider.daily(auckland)).rejects.toThrow(/could not be read/);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toMatch(/^http:\/\/127\.0\.0\.1:9\/v1\/forecast\?/);
  });

  it('sends marine requests to the public marine API only when the forecast API is the public one', async () => {
    const urls: string[] = [];
    const fetchSpy = vi.fn<typeof fetch>((url) => {
      urls.push(String(url));
      return Promise.resolve(new Response('{}', { status: 500 }));
    });
    const marine = FIXTURE_LOCATIONS.find((l) => l.type === 'marine') as Location;
    await createWeatherProvider(
      { WEATHER_PROVIDER: 'open-meteo', OPEN_METEO_URL: 'https://api.open-meteo.com' },
      { fetch: fetchSpy },
    )
      .marine(marine)
      .catch(() => undefined);
    expect(urls.some((u) => u.startsWith('https://marine-api.open-meteo.com/v1/marine?'))).toBe(
      true,
    );
  });

  it('refuses an unknown provider name with a clear error', () => {
    expect(() => createWeatherProvider({ WEATHER_PROVIDER: 'met-office' })).toThrow(
      /Unknown WEATHER_PROVIDER 'met-office'/,
    );
  });
});
