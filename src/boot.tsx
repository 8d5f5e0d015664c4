import type { ReactNode } from 'react';
import { drawerCode, drawerOf } from '#src/layouts/Drawer.tsx';
import { IslandRoot, PARENT_SCOPE } from '#engine/react/islands.tsx';
import { ModuleBody } from '#engine/react/ModuleView.tsx';
import { allModules } from '#engine/tree.ts';
import type { PageTree } from '#engine/tree.ts';
import type { PageContext } from '#machines/page.machine.ts';
import { pageView } from '#machines/page-view.ts';
import { deferredActor } from '#machines/deferred-actor.ts';
import { FavouritesContext } from '#modules/shared/favourites-context.tsx';
import { hydrateRule } from '#modules/registry.ts';
import { siteLinks } from '#engine/site-links.ts';
import { dayParam, withoutDayParam } from '#engine/day-param.ts';
import { pageHeader, pageWarnings } from './app/PageChrome.tsx';
import type { ChromeActors } from './app/PageChrome.tsx';
import { isLoaded, loadModules, moduleComponent } from './app/components.ts';
import { browserHistory } from './app/history.ts';
import { overlayPanel, secondaryItem } from './app/island-parts.tsx';
import { hydrateIslands } from './app/islands.tsx';
import type { IslandSpec } from './app/islands.tsx';
import { interceptLinks } from './app/links.ts';
import { moduleContext } from './app/module-context.tsx';
import { nextTask } from './app/next-task.ts';
import type { PageApp } from './app/page-app.tsx';
import { readEmbeddedState } from './client-state.ts';
import type { EmbeddedState } from './client-state.ts';
import { createSearchRunner } from './search/search-client.ts';
import type { ShellActors } from './shell-actors.ts';
import { lightFavourites, lightSearch, lightWarnings } from './shell-light.ts';

const rule = hydrateRule;

/** The page machine's persisted snapshot as the server settled it (success or fail). */
interface ServerSnapshot {
  value: unknown;
  context: PageContext;
}

/**
 * What each island of the server's page is (decision 022), read from the page machine's settled
 * context that the server embedded: the shell's parts, drawers, the overlay, and modules with
 * client behaviour. Built by the same functions as the page rendered whole (App, PageLayout).
 */
function islandSpecs(
  { value, context }: ServerSnapshot,
  chrome: ChromeActors,
  embedded: EmbeddedState,
  closeOverlay: () => void,
): (id: string) => IslandSpec | null {
  const { settings } = embedded;
  const view = pageView(typeof value === 'string' ? value : 'loading', context);
  const tree = view.status === 'success' ? view.tree : null;
  const parent = tree?.parent;
  const description =
    view.status === 'success' ? (parent?.description ?? view.description) : undefined;
  const contextOf = (scope: string) => {
    const d = scope === PARENT_SCOPE ? parent?.description : context.description;
    if (!tree) return null;
    return d ? moduleContext(d, settings.debug, settings.now, tree?.day ?? null) : null;
  };
  const findIn = (t: PageTree | undefined, key: string) =>
    t ? allModules({ ...t, parent: undefined }).find((m) => m.key === key) : undefined;
  const now = (content: ReactNode) => () => Promise.resolve(content);
  return (id) => {
    if (id === 'header')
      return {
        rule: 'load',
        content: now(pageHeader(chrome, view.path, siteLinks(settings.orgUrl).more, description)),
      };
    if (id === 'warnings') return { rule: 'load', content: now(pageWarnings(chrome, description)) };
    const overlayContext = contextOf('');
    if (id === 'overlay' && tree?.overlay && overlayContext)
      return {
        rule: 'load',
        content: now(
          overlayPanel(tree.overlay, tree.primary.main, overlayContext, () => closeOverlay()),
        ),
      };
    const [, kind, scope = '', key = ''] = /^([md]):(\^?)(.*)$/.exec(id) ?? [];
    const module = findIn(scope === PARENT_SCOPE ? parent?.tree : (tree ?? undefined), key);
    const ctx = contextOf(scope);
    if (!module || !ctx) return null;
    if (kind === 'd') return { rule: 'load', content: now(drawerOf(secondaryItem(module, ctx))) };
    const moduleRule = rule(module.name);
    if (kind !== 'm' || moduleRule === 'never') return null;
    return {
      rule: moduleRule,
      content: async () => {
        await loadModules([module.name]);
        if (!isLoaded(module.name)) throw new Error(`the code of "${module.name}" did not load`);
        return (
          <ModuleBody module={module} component={moduleComponent(module.name)} context={ctx} />
        );
      },
    };
  };
}

/**
 * Starts the page in the browser. A page the server rendered is hydrated island by island
 * (decision 022): the header, the warnings bar, drawers, an overlay and the modules with client
 * behaviour; the rest keeps the server's HTML and loads no code. The first in-app navigation
 * loads the page app (page-app.tsx), which renders whole pages from then on, as decision 003
 * describes. A page without a server snapshot (the bench's client-only peer) is rendered whole.
 */
export async function start(): Promise<void> {
  const embedded = readEmbeddedState(document);
  const root = document.getElementById('root');
  if (!embedded || !root) return; // The server HTML stays as it is: a working page without scripts.
  const { settings } = embedded;

  // The shell's statecharts and xstate load once the page is interactive (decision 027); until
  // then the header and the warnings bar hydrate with stand-ins showing what the server drew.
  const pageLoadedAt = Date.now();
  const runner = createSearchRunner(settings.search);
  let shell: Promise<ShellActors> | undefined;
  const shellActors = () =>
    // The drawers' statechart comes with them, so a drawer's first toggle is answered at once.
    (shell ??= Promise.all([import('./shell-actors.ts'), drawerCode()]).then(
      ([m]) => m.createShellActors(settings, runner, pageLoadedAt),
      (error: unknown) => {
        shell = undefined; // offline: the next ask tries again
        throw error;
      },
    ));
  const search = deferredActor(() => shellActors().then((a) => a.search), lightSearch(), {
    loadOnSend: true,
  });
  const favourites = deferredActor(
    () => shellActors().then((a) => a.favourites),
    lightFavourites(),
    { loadOnSend: true },
  );
  // Its first request is sent as the bar hydrates: that must not fetch the code before the page
  // is interactive, so it waits for the load below; a tap after that (the banner) may.
  let interactive = false;
  const warnings = deferredActor(
    () => shellActors().then((a) => a.warnings),
    lightWarnings(pageLoadedAt),
    { loadOnSend: () => interactive },
  );
  const loadShell = () =>
    Promise.all([search.ready(), favourites.ready(), warnings.ready()]).catch(
      () => undefined, // offline: the header keeps its stand-ins; a tap tries again
    );
  let app: Promise<PageApp> | undefined;
  const chrome: ChromeActors = {
    search,
    preloadSearch: runner.preload,
    favourites,
    warnings,
    navigate: (url) => navigate(url, true),
    ...(embedded.warnings ? { initialWarnings: embedded.warnings } : {}),
  };
  const snapshot = embedded.page as ServerSnapshot | null;
  // The state's JSON and the actors are one task; hydration's work starts in the next.
  await nextTask();
  const islands = snapshot
    ? hydrateIslands(document, {
        spec: islandSpecs(snapshot, chrome, embedded, () => closeOverlay()),
        root: (content, onCommit, hole) => (
          <FavouritesContext.Provider value={chrome.favourites}>
            <IslandRoot env={{ rule, hole, inside: true, scope: '' }} onCommit={onCommit}>
              {content}
            </IslandRoot>
          </FavouritesContext.Provider>
        ),
      })
    : null;
  // The page app: the page machine and whole-page rendering, loaded on the first navigation.
  const pageApp = (): Promise<PageApp> =>
    (app ??= import('./app/page-app.tsx').then((m) =>
      m.createPageApp({ embedded, chrome, root, islands }),
    ));
  function navigate(url: string, push: boolean): void {
    if (push) browserHistory.push(url);
    void pageApp().then((a) => a.load(new URL(url, location.href).pathname));
  }
  function closeOverlay(): void {
    const parent = snapshot?.context.tree?.overlay?.parentUrl;
    if (parent) navigate(parent, true);
  }

  // QA's `?inspect`: a panel of the actors and their events, loaded only when asked for, and only
  // where the tools are on (never in production by default; issue 28).
  if (settings.tools && new URLSearchParams(location.search).has('inspect'))
    void Promise.all([import('./inspect/InspectPanel.tsx'), pageApp(), shellActors()]).then(
      ([m, a, shellReal]) => m.default({ page: a.actor, ...shellReal }),
    );

  interceptLinks(document.body, (url) => navigate(url, true));
  browserHistory.listen((url) => navigate(url, false));
  // Spec: the day parameter opens that day's accordion and is then removed from the address.
  if (dayParam(location.search)) browserHistory.replace(withoutDayParam(browserHistory.current()));

  if (islands) {
    await islands.ready;
    // Browser-only actors start once the islands that show them have hydrated with the server's
    // state (a started favourites actor reads this browser's favourites).
    favourites.start();
    // Marks the page interactive (browser tests and the benchmark wait for it).
    document.documentElement.dataset.hydrated = 'true';
    interactive = true;
    // Then, in a task of their own, the shell's statecharts: the star reads this browser's
    // favourites, the bar polls.
    await nextTask();
    await loadShell();
  } else {
    await nextTask();
    // Rendered only in the browser (no server snapshot): load the page like an in-app navigation.
    const page = pageApp().then((a) => a.load(embedded.path ?? location.pathname));
    await Promise.all([page, loadShell()]);
  }
}
