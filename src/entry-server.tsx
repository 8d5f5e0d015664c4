import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { AddressSearch } from '#modules/shared/address.ts';
import { registry } from '#modules/catalogue.ts';
import { hydrateRule } from '#modules/registry.ts';
import { islandPrefix, Islands } from '#engine/react/islands.tsx';
import type { IslandsEnv } from '#engine/react/islands.tsx';
import { App } from './app/App.tsx';
import type { AppProps } from './app/App.tsx';
import { loadModules } from './app/components.ts';
import { createFavouritesActor } from './favourites/create-favourites-actor.ts';
import { createSearchActor } from './search/create-search-actor.ts';
import type { SearchSettings } from './search/search-client.ts';
import type { InitialWarnings } from '#engine/warnings-view.ts';
import { barHeadline } from '#engine/vocabulary/warning-headline.ts';
import './styles.ts';

export { loadModules };
// The server's search page asks search exactly as the overlay does.
export { createSearchRunner } from './search/search-client.ts';
export { registry };
export type { ClientSettings, EmbeddedState } from './client-state.ts';
export type { AdsSettings } from './ads/settings.ts';
export type { HouseCreative } from './ads/house-provider.ts';
export type { MonitoringSettings } from './monitoring/settings.ts';

export type ServerRenderProps = Omit<AppProps, 'chrome'> & {
  search: SearchSettings;
  /** The request's query string as modules may read it (modules/shared/address.ts). */
  address?: string;
  initialWarnings?: InitialWarnings;
};

/**
 * Renders the app to HTML; the page's modules must have been loaded with `loadModules` first.
 * The chrome has a search actor (the bar renders closed) and no favourites or warnings actors:
 * those run in the browser only; the warnings bar shows the warnings the server looked up.
 */
export function renderApp({
  search,
  initialWarnings,
  address = '',
  ...props
}: ServerRenderProps): string {
  const { actor } = createSearchActor(search);
  // Never started here: it renders its initial state, exactly what the browser hydrates with.
  const favourites = createFavouritesActor();
  const withAddress = (node: ReactNode) => (
    <AddressSearch.Provider value={() => address}>{node}</AddressSearch.Provider>
  );
  // Each island is rendered as a root of its own, with the identifier prefix the browser's
  // hydrateRoot uses for it, so useId agrees on both sides (decision 022).
  const islands: IslandsEnv = {
    rule: hydrateRule,
    renderRoot: (content, id) =>
      renderToString(withAddress(content), { identifierPrefix: islandPrefix(id) }),
    inside: false,
    scope: '',
  };
  try {
    return renderToString(
      withAddress(
        <Islands.Provider value={islands}>
          <App
            {...props}
            chrome={{
              search: actor,
              favourites,
              warnings: null,
              ...(initialWarnings ? { initialWarnings } : {}),
              nameWarning: (warnings) => barHeadline(warnings, props.now),
            }}
          />
        </Islands.Provider>,
      ),
    );
  } finally {
    actor.stop();
  }
}
