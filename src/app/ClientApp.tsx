import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { Actor } from 'xstate';
import type { pageMachine } from '#machines/page.machine.ts';
import type { ClientSettings } from '#src/client-state.ts';
import { FavouritesContext } from '#modules/shared/favourites-context.tsx';
import { siteLinks } from '#engine/site-links.ts';
import { App } from './App.tsx';
import { pageView } from '#machines/page-view.ts';
import type { PageView } from '#machines/page-view.ts';
import { openWide } from './open-wide.ts';
import type { ChromeActors } from './PageChrome.tsx';

type PageActor = Actor<typeof pageMachine>;

const stateName = (s: ReturnType<PageActor['getSnapshot']>): string =>
  s.matches('success')
    ? 'success'
    : s.matches('reload')
      ? 'reload'
      : s.matches('fail')
        ? 'fail'
        : 'loading';

/**
 * The app in the browser, reading the page machine through narrow selectors. It renders whole
 * pages: after the first in-app navigation of a page the server rendered (whose islands it then
 * replaces, decision 022), or from the start for a page without a server snapshot.
 */
export function ClientApp({
  actor,
  settings,
  chrome,
  onCloseOverlay,
  serverView,
}: {
  actor: PageActor;
  settings: ClientSettings;
  chrome: ChromeActors;
  onCloseOverlay: () => void;
  /** The page the server rendered, shown before this app took over; null without one. */
  serverView: PageView | null;
}) {
  const state = useSelector(actor, stateName);
  const context = useSelector(actor, (s) => s.context);
  const view = useMemo(() => pageView(state, context), [state, context]);
  const links = useMemo(() => siteLinks(settings.orgUrl), [settings.orgUrl]);
  // Without a server page, the first page shown is this app's own first load: no focus move.
  const first = useRef(serverView === null);
  const firstView = useRef(serverView ?? view);

  // Browser-only actors start after hydration has committed, so hydration sees the server's state.
  useEffect(() => {
    chrome.favourites?.start();
    // Marks the page interactive (browser tests and the benchmark wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, [chrome.favourites]);

  // After a page loads in-app: scroll to the top (spec) and move focus to the new page's title,
  // which a screen reader then reads (issue 29; <main> when the page has none).
  useEffect(() => {
    if (view.status !== 'success' && view.status !== 'fail') return;
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    openWide();
    (document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main'))?.focus({
      preventScroll: true,
    });
    // The first page's head is the server's; later pages' tags follow them (issue 10).
    import('./page-head.ts')
      .then((m) => m.showPageHead(document, view, firstView.current))
      .catch(() => 0); // offline: the page shows; only its tags stay the last page's
  }, [view]);

  return (
    <FavouritesContext.Provider value={chrome.favourites}>
      {/* debug, notes (the editors' preview), now and version as the server rendered them */}
      <App
        {...settings}
        page={view}
        links={links}
        chrome={chrome}
        onCloseOverlay={onCloseOverlay}
      />
    </FavouritesContext.Provider>
  );
}
