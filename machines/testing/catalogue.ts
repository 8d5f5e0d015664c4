import { SCHEMA_VERSION } from '#schemas/generated/enums.ts';
import { fromPromise } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import type {
  AvalancheData,
  FavouriteItem,
  FeedItem,
  PageDescription,
  VideoPlaylist,
} from '#schemas/generated/types.ts';
import { resolvePage } from '#engine/resolve.ts';
import type { PageTree } from '#engine/tree.ts';
import { adSlots } from '#engine/ad-space.ts';
import { accordionMachine } from '../accordion.machine.ts';
import { adsMachine } from '../ads.machine.ts';
import { avalancheMachine } from '../avalanche.machine.ts';
import { drawerMachine } from '../drawer.machine.ts';
import { feedListMachine } from '../feed-list.machine.ts';
import type { AdsPage } from '../ads.machine.ts';
import { favouritesMachine } from '../favourites.machine.ts';
import { MAX_FAVOURITES } from '../favourites-list.ts';
import { legendMachine } from '../legend.machine.ts';
import { pageMachine } from '../page.machine.ts';
import type { PageFetchOutput } from '../page.machine.ts';
import { searchMachine } from '../search.machine.ts';
import type { SearchHit } from '../search.machine.ts';
import {
  WARNINGS_DROP_WINDOW_MS,
  warningsEntryMachine,
  warningsMachine,
} from '../warnings.machine.ts';
import type { WarningsLocation } from '../warnings.machine.ts';
import { versionMachine } from '../version.machine.ts';
import { videoPlayerMachine } from '../video-player.machine.ts';
import type { VersionCheckOutput } from '../version.machine.ts';
import type { ModelOptions } from './model-paths.ts';

/**
 * Every machine of machines/ with the sample events, actor outputs and errors its paths are
 * generated from. One list read by the machine tests, the QA explorer (/qa) and the path replays
 * (tests/paths/*.json, `npm run qa:replay`): a machine added here appears in all three.
 */
export interface CatalogueEntry {
  /** Stable id used in URLs (/qa/<id>) and path files. */
  id: string;
  title: string;
  /** What the machine does, for QA. */
  summary: string;
  model: ModelOptions<AnyStateMachine>;
  /** Invoked sources the replay leaves to the machine (the model provided them itself). */
  keepActors?: string[];
}

/** A saved location as the favourites API returns it. */
export const favourite = (key: string, type = 'towns-cities'): FavouriteItem => ({
  key,
  type,
  favouriteKey: `${type}/${key}`,
  label: key[0]!.toUpperCase() + key.slice(1),
  link: { url: `/towns-cities/locations/${key}` },
});
export const AUCKLAND = favourite('auckland');
/** Auckland as a refresh answers it, with its values now (spec section 3: value). */
export const AUCKLAND_NOW: FavouriteItem = {
  ...AUCKLAND,
  value: {
    temp: 21,
    condition: 'fine',
    wind: { direction: 'SW', averageSpeed: 12, gustSpeed: 20 },
  },
};
export const WELLINGTON = favourite('wellington');
/** A full list (MAX_FAVOURITES): Auckland and 49 more; a 51st is refused (issue 28). */
export const FULL_LIST: FavouriteItem[] = [
  AUCKLAND,
  ...Array.from({ length: MAX_FAVOURITES - 1 }, (_, i) => favourite(`place-${i + 1}`)),
];
/** The server's answer to a list it will not take: a 4xx, not an outage. */
export const SYNC_REFUSAL = Object.assign(new Error('A list holds at most 50 favourites'), {
  refused: true,
});

export const favouritesModel: ModelOptions<typeof favouritesMachine> = {
  machine: favouritesMachine,
  events: [
    { type: 'favourites.add', favouriteKey: 'towns-cities/wellington' },
    { type: 'favourites.add', favouriteKey: 'towns-cities/auckland' },
    { type: 'favourites.remove', favouriteKey: 'towns-cities/auckland' },
    { type: 'favourites.reorder', from: 0, to: 1, topCount: 2 },
    { type: 'favourites.reset' },
    { type: 'favourites.retry' },
    { type: 'favourites.added' },
    { type: 'favourites.changed' },
    // A look at the list 10 minutes after its values were fetched (a look within 5 minutes
    // changes nothing: favourites.machine.test.ts).
    { type: 'favourites.refresh', at: 10 * 60_000 },
  ],
  outputs: {
    loadFavourites: [
      { items: [AUCKLAND], topCount: 1, restored: false, at: 0 },
      { items: FULL_LIST, topCount: 3, restored: false, at: 0 },
    ],
    fetchFavourite: [WELLINGTON, null],
    // The list now on the server: this browser's, plus Nelson that another tab added.
    syncFavourites: [['towns-cities/auckland', 'towns-cities/nelson']],
    // Five minutes on: Auckland's values again, and a surf break's rating (issue 25).
    refreshFavourites: [{ items: [AUCKLAND_NOW, null], at: 10 * 60_000 }],
  },
  errors: {
    loadFavourites: [new Error('offline')],
    fetchFavourite: [new Error('HTTP 500')],
    syncFavourites: [new Error('HTTP 503'), SYNC_REFUSAL],
    refreshFavourites: [new Error('offline')],
  },
  stateKey: ({ context }) => [
    context.items.length > 0,
    context.items.length >= MAX_FAVOURITES,
    Object.keys(context.changes).length > 0,
  ],
};

export const SEARCH_SELECTED = {
  title: 'Wellington',
  type: 'towns-cities',
  url: '/towns-cities/locations/wellington',
};
export const SEARCH_HIT: SearchHit = {
  objectID: 'towns-cities/wellington',
  title: 'Wellington',
  region: 'Wellington',
  url: '/x/wellington',
  type: 'towns-cities',
};

export const searchModel: ModelOptions<typeof searchMachine> = {
  machine: searchMachine,
  input: { recentSearches: [] },
  events: [
    { type: 'search.input', query: 'wel' },
    { type: 'search.input', query: 'w' },
    { type: 'search.clear' },
    { type: 'search.select', hit: SEARCH_SELECTED },
  ],
  outputs: { runSearch: [[SEARCH_HIT]] },
  errors: { runSearch: [new Error('network down')] },
  // Whether results are on screen decides where a failed search returns to.
  stateKey: ({ context }) => context.results.length > 0,
};

export const pageDescription = (url: string, layout = 'five-up'): PageDescription =>
  ({
    schemaVersion: SCHEMA_VERSION,
    url,
    type: 'x',
    name: 'x',
    title: `Title of ${url}`,
    layout: { name: layout },
  }) as PageDescription;
export const pageTreeOf = (d: PageDescription): PageTree =>
  resolvePage(
    d,
    {},
    {
      debug: false,
      logger: { error: () => {} },
      contracts: { config: {}, payload: {}, data: {}, parts: {} },
    },
  );
export const NATIONAL: PageFetchOutput = { status: 200, description: pageDescription('/national') };
const notFound: PageFetchOutput = {
  status: 404,
  description: pageDescription('/not-found', 'not-found'),
};
/** A layout the page machine cannot build. */
export const WEIRD_PAGE: PageFetchOutput = {
  status: 200,
  description: pageDescription('/weird', 'three-up'),
};

export const pageModel: ModelOptions<typeof pageMachine> = {
  machine: pageMachine,
  events: [
    { type: 'page.load', path: '/national' },
    { type: 'page.load', path: '/marine' },
    { type: 'page.reset' },
  ],
  outputs: {
    fetchPage: [NATIONAL, notFound, WEIRD_PAGE],
    resolveTree: [pageTreeOf(NATIONAL.description)],
    reloadTree: [pageTreeOf(NATIONAL.description)],
  },
  errors: {
    fetchPage: [
      { kind: 'network' },
      { kind: 'server-response', status: 503 },
      new TypeError('JSON.parse: bad body'),
    ],
    resolveTree: [new Error('chunk failed')],
    reloadTree: [new Error('chunk failed')],
  },
  stateKey: ({ context }) => [context.error?.type ?? null, context.status],
};

export const LOADED_WARNINGS = {
  warnings: [{ name: 'Heavy Rain Warning - Red', warnLevel: 'red', eventType: 'rain' }],
  summary: [{ name: 'Heavy Rain Warning - Red', warnLevel: 'red', eventType: 'rain' }],
  regional: [{ name: 'Heavy Rain Warning - Red', warnLevel: 'red', eventType: 'rain' }],
  warningAreaName: 'West Coast',
  warningPageUrl: '/warnings/home',
};

export const warningsEntryModel: ModelOptions<typeof warningsEntryMachine> = {
  machine: warningsEntryMachine,
  events: [
    { type: 'warnings.fetch', locationType: 'towns-cities', key: 'hokitika' },
    { type: 'warnings.fetch' },
  ],
  outputs: {
    fetch: [LOADED_WARNINGS, { ...LOADED_WARNINGS, locations: [] }, { locations: [] }, null],
  },
  errors: { fetch: [new Error('HTTP 503')] },
  stateKey: ({ context }) => [context.failure, context.warnings.length],
};

/** The warnings machine's start time in paths: requests are stale relative to it. */
export const WARNINGS_PAGE_AT = 10_000;
/** Location entries that never answer: the parent's paths are about batching, not fetching. */
export const heldWarningsEntry = warningsEntryMachine.provide({
  actions: { log: () => undefined },
  actors: {
    fetchWarnings: fromPromise<unknown, WarningsLocation>(
      () => new Promise<never>(() => undefined),
    ),
  },
});
const heldWarnings = warningsMachine.provide({ actors: { entry: heldWarningsEntry } });
export const HOKITIKA = { locationType: 'towns-cities', key: 'hokitika' };
export const GISBORNE = { locationType: 'towns-cities', key: 'gisborne' };

export const warningsModel: ModelOptions<typeof heldWarnings> = {
  machine: heldWarnings,
  input: { pageLoadedAt: WARNINGS_PAGE_AT },
  events: [
    { type: 'warnings.init', ...HOKITIKA, requestedAt: WARNINGS_PAGE_AT },
    // Requested more than the drop window before the page loaded: belongs to an older page.
    {
      type: 'warnings.init',
      ...GISBORNE,
      requestedAt: WARNINGS_PAGE_AT - WARNINGS_DROP_WINDOW_MS - 1,
    },
    { type: 'warnings.layout.set', location: GISBORNE, pageTimestamp: WARNINGS_PAGE_AT },
    { type: 'warnings.layout.set', location: null, pageTimestamp: WARNINGS_PAGE_AT },
    { type: 'warnings.banner.toggle' },
    { type: 'warnings.banner.close' },
    { type: 'warnings.target.set', target: HOKITIKA },
    { type: 'overlay.close' },
  ],
  stateKey: ({ context }) => [
    context.lastInit,
    context.queue.length > 0,
    context.bannerOpen,
    context.target !== null,
  ],
};

// ModelOptions is invariant in its machine (stateKey reads its snapshot); the list holds them
// as any machine's options, each checked against its own machine above.
const any = (model: unknown): ModelOptions<AnyStateMachine> =>
  model as ModelOptions<AnyStateMachine>;

/** In the order QA sees them. */
/** A page with every kind of ad slot (banner, interstitial, map takeover, static map slot). */
export const ADS_PAGE: { type: 'ads.page' } & AdsPage = (() => {
  const adConfig = {
    targeting: { staticData: [{ key: 'section', value: 'maps' }] },
    definitions: [
      { id: 'top', def: '/wx/banner', layout: 'banner' as const, height: 90, mobileHeight: 50 },
      { id: 'inst', def: '/wx/interstitial', layout: 'interstitial' as const },
      { id: 'map-takeover', def: '/wx/map', layout: 'map-takeover' as const },
      { id: 'under-map', def: '/wx/map-static', isStaticMapSlot: true, height: 100 },
    ],
  };
  return {
    type: 'ads.page',
    adConfig,
    slots: adSlots(adConfig),
    search: '',
    staticTargeting: [{ key: 'section', value: 'maps' }],
  };
})();

/** The ads machine with its page effects (slots, takeover) left out: QA replays the logic. */
export const adsModel: ModelOptions<typeof adsMachine> = {
  machine: adsMachine.provide({
    actions: {
      log: () => undefined,
      clearSlots: () => undefined,
      hideSlot: () => undefined,
      clearTakeover: () => undefined,
      setStaticMapSlotHidden: () => undefined,
    },
  }),
  events: [
    ADS_PAGE,
    { type: 'ads.slot.empty', id: 'inst' },
    { type: 'ads.slot.empty', id: 'top' },
    { type: 'ads.slot.error', id: 'top', message: 'creative failed' },
    { type: 'ads.takeover.shown' },
    { type: 'ads.takeover.failed' },
    { type: 'ads.takeover.hide' },
    { type: 'ads.takeover.clear' },
  ],
  outputs: {
    targeting: [
      [
        { key: 'section', value: 'maps' },
        { key: 'region', value: 'otago' },
      ],
    ],
    request: [undefined],
  },
  errors: { targeting: [new Error('HTTP 500')], request: [new Error('blocked')] },
  stateKey: ({ context }) => context.hidden.join(','),
};

export const VERSION_NOW = 1_700_000_000_000;
export const versionOutputs: VersionCheckOutput[] = [
  { redirected: false, version: '13.0.8' },
  { redirected: false, version: '13.0.7' },
  { redirected: false, version: 'not-a-version' },
  { redirected: true },
];

/** The version check with the page reload and its record left out: QA replays the logic. */
export const versionModel: ModelOptions<typeof versionMachine> = {
  machine: versionMachine.provide({
    actions: { log: () => undefined, reload: () => undefined, saveReload: () => undefined },
  }),
  input: { clientVersion: '13.0.7', now: () => VERSION_NOW },
  events: [{ type: 'version.check' }, { type: 'version.chunkFailed', message: 'HTTP 404' }],
  outputs: { fetch: versionOutputs },
  errors: { fetch: [new Error('offline')] },
  stateKey: ({ context }) => context.lastReload !== null,
};

/**
 * A rolling deploy (issue 28, item 4): instances answer 13.0.7 and 13.0.8 in turn, and this tab,
 * now on a 13.0.8 page, forced a reload from its 13.0.7 page a minute ago. Whatever the checks
 * answer and whatever fails to load, no path reloads again within the guard window.
 */
export const versionRollingModel: ModelOptions<typeof versionMachine> = {
  ...versionModel,
  input: {
    clientVersion: '13.0.8',
    lastReload: { version: '13.0.7', at: VERSION_NOW - 60_000 },
    now: () => VERSION_NOW,
  },
};

/** A radar page's legend: Keys and Filters tabs, two filter tags (towns, ski fields). */
export const LEGEND_FILTERS = ['towns', 'ski-fields'] as const;
export const legendModel: ModelOptions<typeof legendMachine> = {
  machine: legendMachine,
  input: { filterKeys: LEGEND_FILTERS },
  events: [
    { type: 'legend.tab', tab: 'keys' },
    { type: 'legend.tab', tab: 'filters' },
    { type: 'legend.close' },
    { type: 'legend.keys.changed' },
    { type: 'filters.toggle', key: 'towns' },
    { type: 'filters.toggle', key: 'ski-fields' },
    { type: 'filters.all' },
    { type: 'filters.set', checked: ['ski-fields'] },
    { type: 'filters.set', checked: [] },
    { type: 'filters.set', checked: [...LEGEND_FILTERS] },
  ],
  stateKey: ({ context }) => context.checked.join(','),
};

/**
 * A three-item accordion: single-open with the first item open by default, or several open at
 * once with none at first; clicks on items it has and one it does not (index 5), and the page
 * asking for an item (the day parameter).
 */
export const accordionModel: ModelOptions<typeof accordionMachine> = {
  machine: accordionMachine,
  events: [
    { type: 'accordion.start', count: 3, singleOpen: true, defaultOpenIndex: 0 },
    { type: 'accordion.start', count: 3, singleOpen: false },
    { type: 'accordion.toggle', index: 0 },
    { type: 'accordion.toggle', index: 1 },
    { type: 'accordion.toggle', index: 5 },
    { type: 'accordion.request', index: 2 },
    { type: 'accordion.request', index: 5 },
  ],
  stateKey: ({ context }) => `${context.singleOpen}:${context.open.join(',')}`,
};

/**
 * A secondary drawer: both starts (its slug matches the page or expandInMobileView is set, or
 * neither) and the toggle (the address naming it, #slug, opens it by its toggle).
 */
export const drawerModel: ModelOptions<typeof drawerMachine> = {
  machine: drawerMachine,
  events: [
    { type: 'drawer.start', expanded: true },
    { type: 'drawer.start', expanded: false },
    { type: 'drawer.toggle' },
  ],
};

/** An advisory with Tongariro's bands; the module asks for Tongariro alone. */
export const AVALANCHE_ADVISORY: AvalancheData = {
  forecasts: [
    { mountain: 'Tongariro', mountain_id: 'tongariro', high_alpine: 3, alpine: 2, sub_alpine: 1 },
    {
      mountain: 'Aoraki/Mount Cook',
      mountain_id: 'aoraki',
      high_alpine: 4,
      alpine: 4,
      sub_alpine: 1,
    },
  ],
  danger_scales: [{ danger_id: 3, level: 'Considerable' }],
};
/**
 * A park page's advisory for Tongariro: the module appears, the answer has Tongariro, has only
 * other regions, or the request fails; a visitor tries again.
 */
export const avalancheModel: ModelOptions<typeof avalancheMachine> = {
  machine: avalancheMachine.provide({ actions: { log: () => undefined } }),
  input: { mountainIds: ['tongariro'] },
  events: [{ type: 'avalanche.appear' }, { type: 'avalanche.retry' }],
  outputs: {
    fetchAdvisory: [
      AVALANCHE_ADVISORY,
      { ...AVALANCHE_ADVISORY, forecasts: AVALANCHE_ADVISORY.forecasts.slice(1) },
    ],
  },
  errors: { fetchAdvisory: [new Error('HTTP 503')] },
};

export const FEED_ITEMS: FeedItem[] = [
  { title: 'Heavy rain watch', url: '/news/heavy-rain', timestamp: '2026-11-20T11:00:00+13:00' },
];
/** A news page's feed: the engine had its items (some or none), or could not; a retry. */
export const feedListModel: ModelOptions<typeof feedListMachine> = {
  machine: feedListMachine,
  events: [
    { type: 'feed.loaded', items: FEED_ITEMS },
    { type: 'feed.loaded', items: [] },
    { type: 'feed.failed' },
    { type: 'feed.retry' },
  ],
  stateKey: ({ context }) => context.items.length,
};

/** The local playlist's shape: two clips, so choosing another video is a real step. */
export const VIDEO_PLAYLIST = {
  name: 'Weather videos',
  source: 'local' as const,
  videos: [
    { id: 'front', title: 'A front', sources: [{ src: '/videos/front.webm', type: 'video/webm' }] },
    { id: 'sunny', title: 'Sunny', sources: [{ src: '/videos/sunny.webm', type: 'video/webm' }] },
  ],
} as VideoPlaylist;
export const videoPlayerModel: ModelOptions<typeof videoPlayerMachine> = {
  machine: videoPlayerMachine,
  events: [
    { type: 'video.select', index: 1 },
    { type: 'video.select', index: 5 },
    { type: 'video.retry' },
    { type: 'media.playing' },
    { type: 'media.pause' },
    { type: 'media.waiting' },
    { type: 'media.ended' },
    { type: 'media.error' },
  ],
  outputs: { fetchPlaylist: [VIDEO_PLAYLIST, { ...VIDEO_PLAYLIST, videos: [] }] },
  errors: { fetchPlaylist: [new Error('HTTP 502')] },
  stateKey: ({ context }) => context.current,
};

export const machineCatalogue: readonly CatalogueEntry[] = [
  {
    id: 'favourites',
    title: 'Favourites',
    summary: 'A visitor’s saved locations: load, add, remove, reorder, sync to the account.',
    model: any(favouritesModel),
  },
  {
    id: 'search',
    title: 'Search',
    summary: 'The location search box: debounced queries, results, recent searches.',
    model: any(searchModel),
  },
  {
    id: 'page',
    title: 'Page',
    summary: 'Client-side navigation: fetch a page description, build its tree, show errors.',
    model: any(pageModel),
  },
  {
    id: 'warnings',
    title: 'Warnings',
    summary: 'Page-wide warnings: batches location requests, drops stale ones, banner and target.',
    model: any(warningsModel),
    keepActors: ['entry'],
  },
  {
    id: 'warnings-entry',
    title: 'Warnings entry',
    summary: 'One location’s warnings: load, refetch every 3 minutes, retry after an error.',
    model: any(warningsEntryModel),
  },
  {
    id: 'ads',
    title: 'Ads',
    summary: 'Ad slots of a page: targeting, request, empty or failed slots, the map takeover.',
    model: any(adsModel),
  },
  {
    id: 'version',
    title: 'Version reload',
    summary: 'Reloads once when a new version is deployed or a chunk is missing, never in a loop.',
    model: any(versionModel),
  },
  {
    id: 'version-rolling',
    title: 'Version reload in a rolling deploy',
    summary:
      'A tab that reloaded a minute ago, now on the other version: no check or chunk failure reloads it again.',
    model: any(versionRollingModel),
  },
  {
    id: 'legend',
    title: 'Map legend',
    summary: 'A map’s Keys and Filters panel and its all-filters checkbox (all, some, none).',
    model: any(legendModel),
  },
  {
    id: 'accordion',
    title: 'Accordion',
    summary:
      'Items opened and closed by their headers, single-open or several at once, one open at first by default or by the page’s day.',
    model: any(accordionModel),
  },
  {
    id: 'drawer',
    title: 'Drawer',
    summary:
      'A secondary module’s drawer on small screens: starts expanded or collapsed as the page says, toggled (a link to its #slug opens it by its toggle).',
    model: any(drawerModel),
  },
  {
    id: 'avalanche',
    title: 'Avalanche advisory',
    summary:
      'A park’s avalanche advisory: asked for when it appears, shown by region, unavailable when it fails or has none of the regions, tried again.',
    model: any(avalancheModel),
  },
  {
    id: 'feed-list',
    title: 'Feed list',
    summary:
      'A news feed list: loading (nothing shown), its items, or the feed unavailable message with a way to try again.',
    model: any(feedListModel),
  },
  {
    id: 'video-player',
    title: 'Video player',
    summary: 'The video playlist request (loading, failed, empty) and the chosen video’s playback.',
    model: any(videoPlayerModel),
  },
];

export function catalogueEntry(id: string): CatalogueEntry | undefined {
  return machineCatalogue.find((e) => e.id === id);
}
