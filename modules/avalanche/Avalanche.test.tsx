// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import Fastify from 'fastify';
import { weatherDataRoutes } from '#server/weather/data-routes.ts';
import { createDemoProvider } from '#server/weather/demo-provider.ts';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import { renderToString } from 'react-dom/server';
import type { AvalancheConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import Avalanche, { UNAVAILABLE } from './Avalanche.tsx';
import { dangerFor } from './avalanche-data.ts';
import { validateModuleAvalanche } from '#schemas/generated/validators.js';

/** Shell spec section 7: the avalanche call, no API prefix. */
const AVALANCHE_URL = '/dynamic/avalanche.json?v=1';

const data = {
  forecasts: [
    {
      mountain: 'Tongariro',
      mountain_id: 'tongariro',
      high_alpine: 3,
      alpine: 2,
      sub_alpine: 7,
      high_alpine_from: 2200,
      alpine_from: 1500,
      alpine_to: 2200,
      sub_alpine_to: 1500,
      issued_at: '2026-08-01T07:00:00+12:00',
      valid_to: '2026-08-02T07:00:00+12:00',
    },
    {
      mountain: 'Aoraki/Mount Cook',
      mountain_id: 'aoraki',
      high_alpine: 4,
      alpine: 4,
      sub_alpine: 1,
    },
  ],
  danger_scales: [
    { danger_id: 1, level: 'Low' },
    { danger_id: 2, level: 'Moderate' },
    { danger_id: 3, level: 'Considerable' },
    { danger_id: 4, level: 'High' },
  ],
};

let observers: { callback: IntersectionObserverCallback; observed: Element[] }[] = [];
class FakeObserver {
  observed: Element[] = [];
  constructor(public callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {}
}

function appear() {
  act(() => {
    for (const o of observers)
      o.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        o as unknown as IntersectionObserver,
      );
  });
}

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const config: AvalancheConfig = {
  name: 'avalanche',
  title: 'Avalanche advisory',
  mountainIds: ['tongariro'],
};

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('avalanche', () => {
  it('validates its config', () => {
    expect(validateModuleAvalanche(config)).toBe(true);
    expect(validateModuleAvalanche({ ...config, avalancheUrl: 'javascript:alert(1)' })).toBe(false);
    expect(validateModuleAvalanche({ ...config, host: 'ftp://x' })).toBe(false);
  });

  it('renders the loading state with reserved height on the server', () => {
    const html = renderToString(<Avalanche config={config} context={testContext()} />);
    expect(html).toContain('wx-avalanche--loading');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain(UNAVAILABLE);
  });

  it('requests data only when the module appears, then shows ratings per band', async () => {
    const fetchMock = stubFetch(async () => Response.json(data));
    render(<Avalanche config={config} context={testContext()} />);
    expect(fetchMock).not.toHaveBeenCalled();
    appear();
    const link = await screen.findByRole('link', { name: 'Tongariro' });
    expect(fetchMock).toHaveBeenCalledWith(AVALANCHE_URL, expect.anything());
    expect(link.getAttribute('href')).toBe('https://www.avalanche.net.nz/region/tongariro');
    expect(screen.queryByRole('link', { name: 'Aoraki/Mount Cook' })).toBeNull();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'High alpine above 2,200 mConsiderable',
      'Alpine 1,500 m to 2,200 mModerate',
      'Sub alpine below 1,500 mNO RATING',
    ]);
    expect(
      screen.getByText(/Issued 7:00 am 1 August 2026. Valid to 7:00 am 2 August 2026/),
    ).toBeTruthy();
    expect(screen.queryByText('Demo data')).toBeNull();
  });

  it('says NO RATING INFO for a band with no rating data, NO RATING for a value off the scale', async () => {
    const [tongariro] = data.forecasts;
    stubFetch(async () =>
      Response.json({ ...data, forecasts: [{ ...tongariro, alpine: null, sub_alpine: 9 }] }),
    );
    render(<Avalanche config={config} context={testContext()} />);
    appear();
    await screen.findByRole('link', { name: 'Tongariro' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'High alpine above 2,200 mConsiderable',
      'Alpine 1,500 m to 2,200 mNO RATING INFO',
      'Sub alpine below 1,500 mNO RATING',
    ]);
  });

  it("reads the site's own avalanche endpoint at its default URL, marked as demo data", async () => {
    const app = Fastify({ logger: false });
    await app.register(weatherDataRoutes, {
      provider: createDemoProvider({ now: () => Date.parse('2026-08-12T02:30:00Z') }),
      locations: FIXTURE_LOCATIONS,
    });
    const res = await app.inject({ method: 'GET', url: AVALANCHE_URL });
    await app.close();
    expect(res.statusCode).toBe(200);
    const fetchMock = stubFetch(async () => Response.json(res.json()));
    render(
      <Avalanche
        config={{ name: 'avalanche', title: 'Avalanche advisory' }}
        context={testContext()}
      />,
    );
    appear();
    const link = await screen.findByRole('link', { name: "Arthur's Pass" });
    expect(fetchMock).toHaveBeenCalledWith(AVALANCHE_URL, expect.anything());
    expect(link.getAttribute('href')).toBe('https://www.avalanche.net.nz/region/arthurs-pass');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(13);
    expect(screen.getAllByRole('listitem')).toHaveLength(39);
    expect(screen.getByText('Demo data')).toBeTruthy();
  });

  it('says the information is unavailable when the request fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(async () => new Response('oops', { status: 503 }));
    render(<Avalanche config={config} context={testContext()} />);
    appear();
    expect(await screen.findByText('Avalanche information is currently unavailable.')).toBeTruthy();
  });

  it('offers Try again when the request fails; the focus goes to the advisory, which loads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer: () => Promise<Response> = async () => new Response('oops', { status: 503 });
    const fetchMock = stubFetch(() => answer());
    render(<Avalanche config={config} context={testContext()} />);
    appear();
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('status').textContent).toBe(UNAVAILABLE);
    answer = async () => Response.json(data);
    again.focus();
    act(() => again.click());
    // The button goes while the advisory loads: the focus is on the advisory, not the page.
    const region = screen.getByRole('region', { name: 'Avalanche advisory' });
    expect(document.activeElement).toBe(region);
    expect(await within(region).findByRole('link', { name: 'Tongariro' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(region.getAttribute('aria-busy')).toBe('false');
  });

  it('says the information is unavailable when none of its regions is in the answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(async () => Response.json({ ...data, forecasts: data.forecasts.slice(1) }));
    render(<Avalanche config={config} context={testContext()} />);
    appear();
    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Aoraki/Mount Cook' })).toBeNull();
  });

  it('says the information is unavailable when the answer has the wrong shape', async () => {
    stubFetch(async () => Response.json({ forecasts: [{ mountain: 'X' }], danger_scales: [] }));
    render(<Avalanche config={{ name: 'avalanche' }} context={testContext()} />);
    appear();
    const region = await screen.findByRole('region', { name: 'Avalanche advisory' });
    expect(await within(region).findByText(UNAVAILABLE)).toBeTruthy();
  });

  it('maps only ratings 1 to 4 to danger levels', () => {
    expect(dangerFor(1, data.danger_scales)).toEqual({ status: 'low', text: 'Low' });
    expect(dangerFor(4, [])).toEqual({ status: 'high', text: 'High' });
    for (const bad of [0, 5, null, 'high', 2.5])
      expect(dangerFor(bad, data.danger_scales)).toBeNull();
  });
});
