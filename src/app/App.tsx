import type { ModuleContext } from '#engine/module-entry.ts';
import type { PageDescription } from '#schemas/generated/types.ts';
import { ErrorPage } from '#src/shell/ErrorPage.tsx';
import type { PageView } from '#machines/page-view.ts';
import { Footer } from '#src/shell/Footer.tsx';
import { Island } from '#engine/react/islands.tsx';
import { LoadingPage } from '#src/shell/LoadingPage.tsx';
import { MaintenanceNotice } from '#src/shell/MaintenanceNotice.tsx';
import { SecondaryNav } from '#src/shell/SecondaryNav.tsx';
import type { SiteLinks } from '#engine/site-links.ts';
import { moduleContext } from './module-context.tsx';
import { pageHeader, pageWarnings } from './PageChrome.tsx';
import type { ChromeActors } from './PageChrome.tsx';
import { PageLayout } from './PageLayout.tsx';

export interface AppProps {
  page: PageView;
  links: SiteLinks;
  debug: boolean;
  /** Show a module's problem as a note (debug mode, the editors' preview); default: debug. */
  notes?: boolean;
  now: number;
  version: string;
  /** Search, favourites and warnings actors of the header and warnings bar. */
  chrome: ChromeActors;
  /** Closes an overlay page in-app (client); without it the close link navigates. */
  onCloseOverlay?: () => void;
}

/** The whole page: header, warnings bar, notices, the page's layout, footer. Pure render. */
export function App({
  page,
  links,
  debug,
  notes = debug,
  now,
  version,
  chrome,
  onCloseOverlay,
}: AppProps) {
  const tree = page.status === 'success' ? (page.tree.parent?.tree ?? page.tree) : undefined;
  const description =
    page.status === 'success' ? (page.tree.parent?.description ?? page.description) : undefined;
  const day = page.status === 'success' ? page.tree.day : null;
  const context = (d: PageDescription): ModuleContext => moduleContext(d, notes, now, day);
  const warnings = pageWarnings(chrome, description);
  // The header and the warnings bar are islands: on a first load the browser hydrates them alone
  // (decision 022), with what src/app/islands.tsx builds from the same functions.
  return (
    <>
      <Island id="header">{pageHeader(chrome, page.path, links.more, description)}</Island>
      {warnings ? <Island id="warnings">{warnings}</Island> : null}
      {tree?.maintenance ? <MaintenanceNotice notice={tree.maintenance} /> : null}
      {tree?.navigation ? (
        <SecondaryNav links={tree.navigation.links} sticky={tree.navigation.sticky} />
      ) : null}
      <main id="main" className="wx-main" tabIndex={-1}>
        {page.status === 'loading' ? <LoadingPage /> : null}
        {page.status === 'fail' ? (
          <ErrorPage error={page.error} debug={debug} path={page.path} />
        ) : null}
        {page.status === 'success' ? (
          <PageLayout page={page} context={context} onCloseOverlay={onCloseOverlay} />
        ) : null}
      </main>
      <Footer
        links={links}
        year={new Date(now).getFullYear()}
        version={version}
        debug={debug}
        promo={
          page.status === 'success' && page.tree.last.length ? (
            <PageLayout.Last page={page} context={context} />
          ) : undefined
        }
      />
    </>
  );
}
