import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import type { Actor, Snapshot } from 'xstate';
import { Islands } from '#engine/react/islands.tsx';
import type { IslandsEnv } from '#engine/react/islands.tsx';
import { dayParam, withoutDayParam } from '#engine/day-param.ts';
import { allModules } from '#engine/tree.ts';
import { barHeadline } from '#engine/vocabulary/warning-headline.ts';
import { pageMachine } from '#machines/page.machine.ts';
import type { PageContext } from '#machines/page.machine.ts';
import { pageView } from '#machines/page-view.ts';
import { hydrateRule } from '#modules/registry.ts';
import type { EmbeddedState } from '#src/client-state.ts';
import { clientPageActors } from './client-actors.ts';
import { ClientApp } from './ClientApp.tsx';
import { loadModules } from './components.ts';
import { browserHistory } from './history.ts';
import type { HydratedIslands } from './islands.tsx';
import type { ChromeActors } from './PageChrome.tsx';

export interface PageApp {
  /** The page machine (the QA inspector shows it). */
  actor: Actor<typeof pageMachine>;
  /** Loads a page in the app; the first call renders the app whole in place of the islands. */
  load(path: string): Promise<void>;
}

/**
 * In the page rendered whole, islands render in place (engine/react/islands.tsx), and the modules
 * the server's snapshot kept as HTML (engine/tree.ts `kept`) keep the HTML they have in `root`.
 */
function wholeEnv(root: HTMLElement): IslandsEnv {
  const html = new Map<string, string>();
  for (const m of root.querySelectorAll<HTMLElement>('[data-module][data-key]'))
    if (m.dataset.key && !html.has(m.dataset.key)) html.set(m.dataset.key, m.innerHTML);
  return { rule: hydrateRule, inside: false, scope: '', kept: (key) => html.get(key) ?? '' };
}

/** Path of child positions from `root` to `el`, to find the same element in new markup. */
function pathTo(root: Element, el: Element | null): number[] | null {
  const path: number[] = [];
  for (let at = el; at && at !== root; at = at.parentElement) {
    const parent: Element | null = at.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
  }
  return el ? path : null;
}
const elementAt = (root: Element, path: number[]): Element | null =>
  path.reduce<Element | null>((at, i) => at?.children[i] ?? null, root);

/**
 * The page app: the page machine and the whole page rendered by React, as decision 003 has it.
 * Loaded with the first in-app navigation of a page the server rendered (the islands served the
 * first page, decision 022), or at once for a page without a server snapshot. The page machine
 * and its statechart are as before; only where the first page came from differs.
 */
export function createPageApp({
  embedded,
  chrome,
  root,
  islands,
}: {
  embedded: EmbeddedState;
  chrome: ChromeActors;
  root: HTMLElement;
  islands: HydratedIslands | null;
}): PageApp {
  const { settings } = embedded;
  // The page rendered whole names warnings in the bar as the server does (same clock, same words).
  const wholeChrome: ChromeActors = {
    ...chrome,
    nameWarning: (warnings) => barHeadline(warnings, settings.now),
  };
  const machine = pageMachine.provide({ actors: clientPageActors(settings) });
  const actor = embedded.page
    ? createActor(machine, { snapshot: embedded.page as Snapshot<unknown> } as never)
    : createActor(machine);
  const first = actor.getSnapshot();
  const serverView = embedded.page
    ? pageView(first.matches('success') ? 'success' : 'fail', first.context as PageContext)
    : null;
  actor.start();

  const navigate = (url: string) => {
    browserHistory.push(url);
    actor.send({ type: 'page.load', path: new URL(url, location.href).pathname });
  };
  const closeOverlay = () => {
    const parent = (actor.getSnapshot().context as PageContext).tree?.overlay?.parentUrl;
    if (parent) navigate(parent);
  };
  // A page loaded in-app resets the warnings for its location (spec: setting the layout with a
  // screen location closes the banner, clears warnings and starts a fresh fetch).
  let shownTimestamp = (first.context as PageContext).pageTimestamp;
  actor.subscribe((s) => {
    const c = s.context as PageContext;
    if (!s.matches('success') || c.pageTimestamp === shownTimestamp) return;
    shownTimestamp = c.pageTimestamp;
    // Spec: the day parameter opens that day's accordion and is then removed from the address.
    if (dayParam(location.search))
      browserHistory.replace(withoutDayParam(browserHistory.current()));
    const l = c.description?.location;
    chrome.warnings?.send({
      type: 'warnings.layout.set',
      location: l ? { locationType: l.type, key: l.key } : null,
      pageTimestamp: c.pageTimestamp,
    });
  });

  let mounted: Promise<void> | undefined;
  const mount = async (): Promise<void> => {
    // What the app shows first: a page kept while its next one loads needs its modules' code.
    const shown = actor.getSnapshot();
    const tree = (shown.context as PageContext).tree;
    if (shown.matches('reload') && tree)
      await loadModules(allModules(tree).flatMap((m) => (m.kept ? [] : [m.name])));
    const focused = pathTo(root, document.activeElement);
    const whole = wholeEnv(root);
    const app = createRoot(root);
    // At once, in one task: the islands' markup is replaced by the same markup, never a gap.
    flushSync(() =>
      app.render(
        <Islands.Provider value={whole}>
          <ClientApp
            actor={actor}
            settings={settings}
            chrome={wholeChrome}
            onCloseOverlay={closeOverlay}
            serverView={serverView}
          />
        </Islands.Provider>,
      ),
    );
    islands?.unmount();
    // Focus stays where it was (the link or button just used), never lost to <body>.
    const again = focused && elementAt(root, focused);
    if (again instanceof HTMLElement && document.activeElement !== again)
      again.focus({ preventScroll: true });
  };

  return {
    actor,
    async load(path) {
      actor.send({ type: 'page.load', path });
      await (mounted ??= mount());
    },
  };
}
