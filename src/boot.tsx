import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import type { Snapshot } from 'xstate';
import { allModules } from '#engine/tree.ts';
import { pageMachine } from '#machines/page.machine.ts';
import type { PageContext } from '#machines/page.machine.ts';
import { warningsMachineWith } from '#machines/warnings.machine.ts';
import { ClientApp } from './app/ClientApp.tsx';
import type { ChromeActors } from './app/PageChrome.tsx';
import { createFavouritesActor } from './favourites/create-favourites-actor.ts';
import { createSearchActor } from './search/create-search-actor.ts';
import { fetchWarningsJson } from './warnings/fetch-warnings.ts';
import { clientPageActors } from './app/client-actors.ts';
import { loadModules } from './app/components.ts';
import { dayParam, withoutDayParam } from '#engine/day-param.ts';
import { browserHistory } from './app/history.ts';
import { interceptLinks } from './app/links.ts';
import { readEmbeddedState } from './client-state.ts';
import { nextTask } from './app/next-task.ts';

/** Hydrates the server-rendered page (or renders it, for the client-only bench peer). */
export async function start(): Promise<void> {
  const embedded = readEmbeddedState(document);
  const root = document.getElementById('root');
  if (!embedded || !root) return; // The server HTML stays as it is: a working page without scripts.
  const { settings } = embedded;

  const machine = pageMachine.provide({ actors: clientPageActors(settings) });
  const serverRendered = embedded.page !== null;
  const actor = serverRendered
    ? createActor(machine, { snapshot: embedded.page as Snapshot<unknown> } as never)
    : createActor(machine);
  const context = actor.getSnapshot().context as PageContext;
  const tree = context.tree;
  if (tree) await loadModules(allModules(tree).map((m) => m.name));
  await nextTask();
  actor.start();

  const navigate = (url: string, push: boolean) => {
    if (push) browserHistory.push(url);
    actor.send({ type: 'page.load', path: new URL(url, location.href).pathname });
  };
  const closeOverlay = () => {
    const parent = (actor.getSnapshot().context as PageContext).tree?.overlay?.parentUrl;
    if (parent) navigate(parent, true);
  };

  const search = createSearchActor(settings.search);
  const warnings = createActor(
    warningsMachineWith({
      fetchWarnings: (location, signal) => fetchWarningsJson(location, signal, settings.apiPrefix),
    }),
    {
      input: { pageLoadedAt: Date.now() },
    },
  ).start();
  const chrome: ChromeActors = {
    search: search.actor,
    preloadSearch: search.runner.preload,
    favourites: createFavouritesActor({ apiPrefix: settings.apiPrefix }),
    warnings,
    navigate: (url) => navigate(url, true),
    ...(embedded.warnings ? { initialWarnings: embedded.warnings } : {}),
  };
  // QA's `?inspect`: a panel of the actors and their events, loaded only when asked for, and only
  // where the tools are on (never in production by default; issue 28).
  if (settings.tools && new URLSearchParams(location.search).has('inspect'))
    void import('./inspect/InspectPanel.tsx').then((m) => m.default({ page: actor, ...chrome }));
  // A page loaded in-app resets the warnings for its location (spec: setting the layout with a
  // screen location closes the banner, clears warnings and starts a fresh fetch).
  let shownTimestamp = context.pageTimestamp;
  actor.subscribe((s) => {
    const c = s.context as PageContext;
    if (!s.matches('success') || c.pageTimestamp === shownTimestamp) return;
    shownTimestamp = c.pageTimestamp;
    const l = c.description?.location;
    warnings.send({
      type: 'warnings.layout.set',
      location: l ? { locationType: l.type, key: l.key } : null,
      pageTimestamp: c.pageTimestamp,
    });
  });

  const app = (
    <ClientApp actor={actor} settings={settings} chrome={chrome} onCloseOverlay={closeOverlay} />
  );
  await nextTask();
  // A transition makes React hydrate in slices of a few milliseconds, so a tap during hydration
  // is answered at once instead of waiting behind one long task (TBT budget).
  if (serverRendered) startTransition(() => void hydrateRoot(root, app));
  else {
    // Rendered only in the browser (no server snapshot): load the page like an in-app navigation.
    createRoot(root).render(app);
    actor.send({ type: 'page.load', path: embedded.path ?? location.pathname });
  }
  interceptLinks(document.body, (url) => navigate(url, true));
  browserHistory.listen((url) => navigate(url, false));
  // Spec: the day parameter opens that day's accordion and is then removed from the address.
  if (dayParam(location.search)) browserHistory.replace(withoutDayParam(browserHistory.current()));
}
