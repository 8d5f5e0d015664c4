// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { searchMachine } from '#machines/search.machine.ts';
import type { SearchHit } from '#machines/search.machine.ts';
import { memoryStorage, storage } from '#machines/storage.ts';
import { SearchBar } from './SearchBar.tsx';

const hit = (title: string, type: string, region = 'Wellington'): SearchHit => ({
  objectID: `${type}/${title}`,
  title,
  region,
  url: `/${type}/${title.toLowerCase().replace(/ /g, '-')}`,
  type,
});
const HITS = [
  hit('Wellington', 'rural'),
  hit('Wellington', 'towns-cities'),
  hit('Wellsford', 'towns-cities', 'Auckland'),
  hit('Wellington Harbour', 'marine'),
];

function setup(
  answer: (q: string) => Promise<SearchHit[]> = async (q) => (q.startsWith('wel') ? HITS : []),
) {
  storage.setAdapter(memoryStorage());
  // No debounce wait in component tests: the machine's own tests cover the 500 ms.
  const machine = searchMachine.provide({
    delays: { searchDebounce: 0 },
    actors: {
      runSearch: fromPromise<SearchHit[], { query: string }>(({ input }) => answer(input.query)),
    },
  });
  const search = createActor(machine, { input: { recentSearches: [] } }).start();
  const navigate = vi.fn();
  const preloadSearch = vi.fn();
  const scrollTo = vi.fn();
  window.scrollTo = scrollTo as never;
  const view = render(
    <SearchBar
      search={search}
      navigate={navigate}
      preloadSearch={preloadSearch}
      relevantLocations={[
        {
          title: 'Main centres',
          links: [{ label: 'Auckland', url: '/towns-cities/locations/auckland' }],
        },
      ]}
    />,
  );
  return { search, navigate, preloadSearch, scrollTo, view, user: userEvent.setup() };
}

afterEach(() => storage.setAdapter(null));

describe('search overlay', () => {
  it("groups results with 'Towns & Cities' first and Enter opens the first", async () => {
    const { user, navigate, preloadSearch } = setup();
    await user.click(screen.getByRole('button', { name: 'Search for a location' }));
    expect(preloadSearch).toHaveBeenCalledTimes(1);
    const box = await screen.findByRole('combobox', { name: 'Search for a location' });
    // The box takes the focus in the overlay's effect, after it is drawn: on a loaded machine
    // findByRole can see it first (a fresh clone's unit tier, 2026-11-26 13:42).
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.type(box, 'wel');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Towns & Cities', 'Rural', 'Marine']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Wellington Wellington', 'Wellsford Auckland']);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/towns-cities/wellington');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('arrow keys move through results across groups', async () => {
    const { user, navigate } = setup();
    await user.click(screen.getByRole('button', { name: 'Search for a location' }));
    await user.type(await screen.findByRole('combobox'), 'wel');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const box = await screen.findByRole('combobox');
    expect(document.getElementById(box.getAttribute('aria-activedescendant')!)?.textContent).toBe(
      'Wellington Wellington',
    );
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/towns-cities/wellsford');
  });

  it("says 'No results found for {query}'", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Search for a location' }));
    await user.type(await screen.findByRole('combobox'), 'zzz');
    expect(await screen.findByText('No results found for zzz', { selector: 'p' })).toBeTruthy();
    // Said once, by the overlay's live region (on the page, empty, before the answer came).
    expect(screen.getByRole('status').textContent).toBe('No results found for zzz');
  });

  it('says how many results there are, and nothing before they come', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Search for a location' }));
    expect((await screen.findByRole('status')).textContent).toBe('');
    await user.type(await screen.findByRole('combobox'), 'wel');
    await screen.findAllByRole('option');
    expect(screen.getByRole('status').textContent).toBe('4 results for wel');
  });

  it('moves between the suggestion tabs with the arrow keys, Home and End', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Search for a location' }));
    await user.click(screen.getByRole('tab', { name: 'Recent searches' }));
    await user.keyboard('{ArrowRight}');
    const favourites = screen.getByRole('tab', { name: 'My Favourites' });
    expect(document.activeElement).toBe(favourites);
    expect(favourites.getAttribute('aria-selected')).toBe('true');
    expect(favourites.tabIndex).toBe(0);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Main centres' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Recent searches' }));
  });

  it('closes on Escape from anywhere inside it', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Search for a location' }));
    await user.click(screen.getByRole('tab', { name: 'My Favourites' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('short input shows recent searches, favourites and relevant locations', async () => {
    const { user, search } = setup();
    act(() =>
      search.send({
        type: 'search.select',
        hit: { title: 'Nelson', type: 'towns-cities', url: '/towns-cities/locations/nelson' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Search for a location' }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Recent searches',
      'My Favourites',
      'Main centres',
    ]);
    expect(screen.getByRole('link', { name: 'Nelson' }).getAttribute('href')).toBe(
      '/towns-cities/locations/nelson',
    );
    await user.type(await screen.findByRole('combobox'), 'w');
    expect(screen.getByRole('tab', { name: 'Recent searches' })).toBeTruthy();
  });

  it('Escape closes, clears the input, removes the page marker and restores scroll', async () => {
    const { user, search, scrollTo } = setup();
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Search for a location' }));
    expect(document.documentElement.classList.contains('wx-search-open')).toBe(true);
    await user.type(await screen.findByRole('combobox'), 'wel');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.classList.contains('wx-search-open')).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
    expect(search.getSnapshot().context.query).toBe('');
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Search for a location' }),
    );
  });

  it('shows the screen search label', () => {
    storage.setAdapter(memoryStorage());
    const search = createActor(searchMachine, { input: { recentSearches: [] } }).start();
    render(<SearchBar search={search} searchLabel="Search Auckland forecasts" />);
    expect(screen.getByRole('button', { name: 'Search Auckland forecasts' })).toBeTruthy();
  });
});
