import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { SYNC_ERROR_TEXT } from '#machines/favourites-list.ts';
import type { FavouritesContext } from '#machines/favourites.machine.ts';
import { legendView } from '#machines/legend.machine.ts';
import type { LegendContext } from '#machines/legend.machine.ts';
import type { SearchContext } from '#machines/search.machine.ts';
import type { WarningsContext, WarningsEntrySnapshot } from '#machines/warnings.machine.ts';
import { LOADED_WARNINGS } from '#machines/testing/catalogue.ts';
import type { WarningsView } from '#engine/warnings-view.ts';
import type { FavouritesActor } from '#modules/shared/favourites-context.tsx';
import { Legend } from '#modules/shared/map/Legend.tsx';
import type { LegendMap } from '#modules/shared/map/use-legend.ts';
import { FAVOURITES_MENU_COUNT, FavouritesMenu } from '../../search/FavouritesMenu.tsx';
import { SearchOverlay } from '../../search/SearchOverlay.tsx';
import type { SearchActor } from '../../search/SearchOverlay.tsx';
import { WarningsBar } from '../../warnings/WarningsBar.tsx';
import { entryView } from '../../warnings/use-warnings.ts';
import { barContent } from '../../warnings/warnings-text.ts';
import '../../search/search.css';
import '../../search/search-bar.css';
import { moreLiveViews } from './live-views-more.tsx';

/**
 * The site's own components a replay mounts on the replayed actor, and what a visitor must see
 * in them for a given snapshot. Machines without one are replayed on the machine alone.
 */
export interface LiveView {
  title: string;
  render(actor: AnyActorRef): ReactNode;
  /** Null when the UI shows what the snapshot says; else what differs, in words. */
  check(root: HTMLElement, snapshot: AnyMachineSnapshot): string | null;
  /**
   * False while a part the UI loads on demand (a lazy chunk) has not come yet: the studio waits
   * for it before checking, as a visitor would (a bounded wait; then it checks what is there).
   */
  settled?(root: HTMLElement): boolean;
}

// The site's components show their scripted parts only under html.js (set by the site's boot
// script, src/styles/shell.css): the studio runs them scripted, so it says so too.
if (typeof document !== 'undefined') document.documentElement.classList.add('js');

const text = (el: Element | null) => el?.textContent?.trim() ?? '';

const favouritesView: LiveView = {
  title: 'Favourites menu (the header’s dropdown)',
  // Open from the start, not by a click on its toggle: that click is a look at the list, which
  // would send favourites.refresh outside the steps being replayed (issue 25).
  render: (actor) => <FavouritesMenu favourites={actor as FavouritesActor} startOpen />,
  check(root, snapshot) {
    const { items, syncError, refused } = snapshot.context as FavouritesContext;
    const expected = items.slice(0, FAVOURITES_MENU_COUNT).map((i) => i.label);
    const list = root.querySelector('ul[aria-label="My Favourites"]');
    const shown = list ? [...list.querySelectorAll('a')].map((a) => text(a)) : [];
    if (expected.length === 0 && !text(root).includes('No favourites yet'))
      return `The menu should say 'No favourites yet' but shows: ${shown.join(', ') || 'nothing'}`;
    if (JSON.stringify(shown.map((s) => s.replace(/\s*-?\d+°$/, ''))) !== JSON.stringify(expected))
      return `The menu should list ${expected.join(', ') || 'nothing'} but lists ${shown.join(', ') || 'nothing'}`;
    // What was refused is said instead of the outage text (issue 28).
    const notice = refused ?? (syncError ? SYNC_ERROR_TEXT : null);
    const shownNotice = text(root.querySelector('[role="status"]'));
    if (notice && shownNotice !== notice) return `The menu should say '${notice}'`;
    if (!notice && shownNotice) return `The menu says '${shownNotice}' but the list is saved`;
    return null;
  },
};

const searchView: LiveView = {
  title: 'Search overlay',
  render: (actor) => (
    <SearchOverlay
      search={actor as SearchActor}
      placeholder="Search for a location"
      // QA stays on this page: closing and opening a result are the visitor's, not the machine's.
      onClose={() => undefined}
      navigate={() => undefined}
      // In its panel beside the studio's step buttons, which a modal dialog would make inert.
      modal={false}
    />
  ),
  check(root, snapshot) {
    const { query, results, failed } = snapshot.context as SearchContext;
    const input = root.querySelector<HTMLInputElement>('input[role="combobox"]');
    if (!input) return 'The overlay has no search box';
    if (input.value !== query) return `The box should hold '${query}' but holds '${input.value}'`;
    const listed = root.querySelectorAll('[role="option"]').length;
    const list = root.querySelector<HTMLElement>('[role="listbox"]');
    const showing = snapshot.matches('results') && query.trim().length >= 2;
    if (showing && results.length && (list?.hidden || listed !== results.length))
      return `The overlay should list ${results.length} results but lists ${list?.hidden ? 0 : listed}`;
    if (!showing && list && !list.hidden)
      return 'The overlay lists results the machine does not hold';
    const alert = Boolean(root.querySelector('[role="alert"]'));
    if (failed && query.trim().length >= 2 && !alert)
      return 'The overlay should say the search failed';
    return null;
  },
};

/** What the bar of a location with one regional warning shows (the catalogue's sample answer). */
const SAMPLE_VIEW = { loadState: 'loaded', ...LOADED_WARNINGS } as unknown as WarningsView;

function WarningsLive({ actor }: { actor: AnyActorRef }) {
  const bannerOpen = useSelector(actor, (s: AnyMachineSnapshot) => s.context.bannerOpen as boolean);
  const ctx = useSelector(actor, (s: AnyMachineSnapshot) => s.context as WarningsContext);
  return (
    <>
      <WarningsBar
        view={SAMPLE_VIEW}
        area="West Coast"
        bannerOpen={bannerOpen}
        onToggleBanner={() => actor.send({ type: 'warnings.banner.toggle' })}
      />
      <p className="qa-small">
        The bar of a page whose location has one regional warning (sample answer); the banner’s open
        state is the machine’s. Locations asked for: {ctx.entryIds.join(', ') || 'none'}; waiting in
        the batch: {ctx.queue.length}; warning target:{' '}
        {ctx.target ? `${ctx.target.locationType}/${ctx.target.key}` : 'none'}.
      </p>
    </>
  );
}

const warningsView: LiveView = {
  title: 'Warnings bar and regional banner',
  render: (actor) => <WarningsLive actor={actor} />,
  check(root, snapshot) {
    const { bannerOpen } = snapshot.context as WarningsContext;
    const toggle = root.querySelector('.wx-regional-banner__toggle');
    if (!toggle) return 'The bar shows no regional banner';
    const open = toggle.getAttribute('aria-expanded') === 'true';
    const panel = root.querySelector<HTMLElement>('.wx-regional-banner__content');
    if (open !== bannerOpen || Boolean(panel && !panel.hidden) !== bannerOpen)
      return `The banner should be ${bannerOpen ? 'open' : 'closed'} but is ${open ? 'open' : 'closed'}`;
    return null;
  },
};

const ENTRY_AREA = 'Hokitika';
function EntryLive({ actor }: { actor: AnyActorRef }) {
  const view = useSelector(actor, (s: WarningsEntrySnapshot) => entryView(s));
  return (
    <WarningsBar
      view={view}
      area={ENTRY_AREA}
      bannerOpen={false}
      onToggleBanner={() => undefined}
    />
  );
}

const warningsEntryView: LiveView = {
  title: 'Warnings bar of one location',
  render: (actor) => <EntryLive actor={actor} />,
  check(root, snapshot) {
    const view = entryView(snapshot as WarningsEntrySnapshot);
    const bar = root.querySelector<HTMLElement>('.wx-warnings-bar');
    const state = bar?.dataset.loadState;
    if (state !== view.loadState)
      return `The bar should be ${view.loadState} but is ${state ?? 'missing'}`;
    const want = barContent(view, ENTRY_AREA).text;
    const shown = text(root.querySelector('.wx-warnings-bar__status'));
    if (shown !== want) return `The bar should say '${want}' but says '${shown}'`;
    return null;
  },
};

/** A radar page's legend: one key and the catalogue's two filters. */
const LEGEND_MAP: LegendMap = {
  keys: [
    {
      type: 'rain',
      label: 'Rain',
      content: [
        { label: 'Light', status: 'light' },
        { label: 'Heavy', status: 'heavy' },
      ],
    },
  ],
  filters: [
    { key: 'towns', label: 'Towns' },
    { key: 'ski-fields', label: 'Ski fields' },
  ],
} as LegendMap;

function LegendLive({ actor }: { actor: AnyActorRef }) {
  const view = useSelector(actor, (s: AnyMachineSnapshot) =>
    legendView(s as { value: unknown; context: LegendContext }),
  );
  return (
    <Legend
      map={LEGEND_MAP}
      legend={{ view, checked: new Set(view.checked), send: (e) => actor.send(e) }}
    />
  );
}

const legendLiveView: LiveView = {
  title: 'Map legend (Keys and Filters)',
  render: (actor) => <LegendLive actor={actor} />,
  // An open panel's keys and filters are a chunk of their own, loaded on its first open.
  settled(root) {
    const panel = root.querySelector<HTMLElement>('.wx-legend__panel[id]');
    return !panel || panel.hidden || panel.childElementCount > 1;
  },
  check(root, snapshot) {
    const view = legendView(snapshot as { value: unknown; context: LegendContext });
    const panel = root.querySelector<HTMLElement>('.wx-legend__panel[id]');
    if ((view.panel === 'closed') !== Boolean(panel?.hidden))
      return `The panel should be ${view.panel === 'closed' ? 'closed' : 'open'}`;
    for (const [name, tab] of [
      ['Keys', 'keys'],
      ['Filters', 'filters'],
    ] as const) {
      const button = [...root.querySelectorAll('.wx-legend__tabs button')].find(
        (b) => text(b) === name,
      );
      if ((button?.getAttribute('aria-expanded') === 'true') !== (view.panel === tab))
        return `${name} should be ${view.panel === tab ? 'open' : 'closed'}`;
    }
    if (view.panel !== 'filters') return null;
    const boxes = [...root.querySelectorAll<HTMLInputElement>('fieldset input')];
    const [all, ...filters] = boxes;
    if (!all || all.checked !== (view.all === 'all') || all.indeterminate !== (view.all === 'some'))
      return `'All' should show ${view.all}`;
    const ticked = filters.filter((b) => b.checked).length;
    if (ticked !== view.checked.length)
      return `${view.checked.length} filters should be ticked, not ${ticked}`;
    return null;
  },
};

export const liveViews: Readonly<Record<string, LiveView>> = {
  ...moreLiveViews,
  favourites: favouritesView,
  search: searchView,
  warnings: warningsView,
  'warnings-entry': warningsEntryView,
  legend: legendLiveView,
};
