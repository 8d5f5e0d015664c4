import { createFavouritesApi, loadFavourites } from './favourites-api.ts';
import type { FavouritesApi } from './favourites-api.ts';

const item = (key: string) => ({
  key,
  type: 'towns-cities',
  label: key.toUpperCase(),
  link: { url: `/towns-cities/locations/${key}` },
});

function fakeApi(over: Partial<FavouritesApi> = {}): FavouritesApi {
  return {
    fetchItem: async (k) => item(k.split('/')[1]!),
    fetchList: async () => ({ items: [], topCount: 0 }),
    saveList: async () => undefined,
    ...over,
  };
}

describe('loadFavourites', () => {
  it('keeps what the server no longer knows as unavailable, and what it cannot fetch now', async () => {
    const api = fakeApi({
      fetchItem: async (k) => {
        if (k.endsWith('/gone')) return 'unknown';
        if (k.includes('flaky')) throw new Error('HTTP 503');
        return item(k.split('/')[1]!);
      },
    });
    const out = await loadFavourites(api, {
      items: ['towns-cities/gone', 'towns-cities/a', 'towns-cities/flaky-place', 'towns-cities/b'],
      topCount: 3,
    });
    // Issue 25: a place the site removed is never dropped silently.
    expect(out.items.map((i) => [i.key, i.label, i.unavailable ?? false])).toEqual([
      ['gone', 'Gone', true],
      ['a', 'A', false],
      ['flaky-place', 'Flaky Place', false],
      ['b', 'B', false],
    ]);
    expect(out.topCount).toBe(3);
    expect(out.restored).toBe(false);
  });

  it('restores from the server when nothing is stored, and copes with the server down', async () => {
    const restored = await loadFavourites(
      fakeApi({ fetchList: async () => ({ items: ['towns-cities/a'], topCount: 1 }) }),
      null,
    );
    expect([restored.items.map((i) => i.key), restored.topCount, restored.restored]).toEqual([
      ['a'],
      1,
      true,
    ]);
    const down = await loadFavourites(
      fakeApi({ fetchList: async () => Promise.reject(new Error('HTTP 503')) }),
      null,
    );
    expect(down).toMatchObject({ items: [], topCount: 0, restored: false });
  });
});

describe('refreshFavourites', () => {
  it('fetches every favourite again, null where it failed, unavailable where it is gone', async () => {
    const { createFavouritesActors } = await import('./favourites-api.ts');
    const { createActor, toPromise } = await import('xstate');
    const api = fakeApi({
      fetchItem: async (k) => {
        if (k.endsWith('/gone')) return 'unknown';
        if (k.includes('flaky')) throw new Error('HTTP 503');
        return item(k.split('/')[1]!);
      },
    });
    const actor = createActor(createFavouritesActors(api).refreshFavourites, {
      input: { keys: ['towns-cities/a', 'towns-cities/gone', 'towns-cities/flaky'] },
    }).start();
    const out = (await toPromise(actor)).items;
    expect(out.map((i) => i && [i.key, i.unavailable ?? false])).toEqual([
      ['a', false],
      ['gone', true],
      null,
    ]);
  });
});

describe('createFavouritesApi', () => {
  it('calls the endpoints with credentials and reads errors', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const responses = [
      new Response(JSON.stringify(item('auckland')), { status: 200 }),
      new Response('{}', { status: 404 }),
      new Response(
        JSON.stringify({
          error: { status: 503, message: 'Favourites could not be synced right now.' },
        }),
        { status: 503 },
      ),
      new Response(JSON.stringify({ nope: true }), { status: 200 }),
    ];
    const api = createFavouritesApi({
      fetch: (async (url: string, init?: RequestInit) => (
        calls.push([url, init]),
        responses.shift()!
      )) as typeof fetch,
    });
    expect(await api.fetchItem('towns-cities/auckland')).toMatchObject({ key: 'auckland' });
    expect(await api.fetchItem('towns-cities/atlantis')).toBe('unknown');
    await expect(api.saveList({ items: ['towns-cities/a'], topCount: 1 })).rejects.toThrow(
      'Favourites could not be synced right now.',
    );
    await expect(api.fetchItem('towns-cities/odd')).rejects.toThrow('unexpected shape');
    expect(calls.map(([u, i]) => [u, i?.method ?? 'GET', i?.credentials])).toEqual([
      ['/api/favourites/towns-cities/auckland', 'GET', 'include'],
      ['/api/favourites/towns-cities/atlantis', 'GET', 'include'],
      ['/api/favourites/order', 'PUT', 'include'],
      ['/api/favourites/towns-cities/odd', 'GET', 'include'],
    ]);
  });
});

describe('createFavouritesApi: refusals are not outages (issue 28)', () => {
  const answering = (status: number) =>
    createFavouritesApi({
      fetch: async () =>
        Response.json({ error: { status, message: `answered ${status}` } }, { status }),
    });
  it.each([
    [400, true],
    [404, true],
    [413, true],
    [429, false],
    [500, false],
    [503, false],
  ])('a %i answer to saving the list is refused: %s', async (status, refused) => {
    const error = (await answering(status)
      .saveList({ items: [], topCount: 0 })
      .catch((e: unknown) => e)) as Error & { refused?: boolean };
    expect([error.message, error.refused]).toEqual([`answered ${status}`, refused]);
  });
});
