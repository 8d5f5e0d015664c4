import { createContext, createElement, useContext, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { Hydrate } from '../module-entry.ts';
import './islands.css';

/**
 * Islands (decision 022). On a first load the browser hydrates only the parts of the page that
 * have client behaviour, each as a React root of its own; the rest keeps the server's HTML and
 * costs no code. An island is a `<wx-island data-island="...">` element (`display: contents`, so
 * it changes no layout) around its content. The server renders each island as a root of its own
 * (its own `renderToString` with an identifier prefix made from its id), so `useId` gives the
 * same ids there as the browser's `hydrateRoot` does. After an in-app navigation the whole page
 * is rendered in the browser as one tree; the element stays, so the markup is the same.
 */
export interface IslandsEnv {
  /** A module's client behaviour by name (its entry's `hydrate`). */
  rule: (name: string) => Hydrate;
  /** Server only: renders an island's content as a root of its own, to HTML. */
  renderRoot?: (content: ReactNode, id: string) => string;
  /**
   * Browser, hydrating one island: a nested module's server HTML by key. Nested modules are
   * kept as they are (a static one stays static; an interactive one is an island of its own).
   */
  hole?: (key: string) => string;
  /**
   * Browser, rendering the server's page whole (the first in-app navigation): a kept module's
   * server HTML by key (a module the snapshot embeds without its config, engine/tree.ts `kept`).
   */
  kept?: (key: string) => string;
  /** Inside an island: nested modules carry `data-key`, so the browser can find them. */
  inside: boolean;
  /** Marks the modules of an overlay's parent page, whose keys may repeat the overlay's. */
  scope: string;
}

const NONE: IslandsEnv = { rule: () => 'never', inside: false, scope: '' };

export const Islands = createContext<IslandsEnv>(NONE);

export const useIslands = (): IslandsEnv => useContext(Islands);

/** The React identifier prefix of an island: its id in characters safe in a CSS `#id`. */
export const islandPrefix = (id: string): string => `${id.replace(/[^\w-]/g, '_')}-`;

/** The scope of an overlay's parent page: its keys may repeat the overlay page's. */
export const PARENT_SCOPE = '^';

/** A module island's id: its key, scoped to the page it belongs to. */
export const moduleIslandId = (env: IslandsEnv, key: string): string => `m:${env.scope}${key}`;

/** A secondary module's drawer island id (the drawer, not its module, is the island). */
export const drawerIslandId = (env: IslandsEnv, key: string): string => `d:${env.scope}${key}`;

/**
 * The root every island renders as, on the server and in the browser alike (the same tree gives
 * the same `useId` ids): the islands' context for what is inside, and, in the browser, a call
 * once React has committed it.
 */
export function IslandRoot({
  env,
  onCommit,
  children,
}: {
  env: IslandsEnv;
  onCommit?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onCommit?.(), [onCommit]);
  return <Islands.Provider value={{ ...env, inside: true }}>{children}</Islands.Provider>;
}

/**
 * Marks its children as an island. On the server they are rendered as a root of their own; in
 * the browser (a page rendered whole after navigation) they render in place.
 */
export function Island({ id, children }: { id: string; children: ReactNode }) {
  const env = useIslands();
  if (env.renderRoot) {
    const html = env.renderRoot(<IslandRoot env={env}>{children}</IslandRoot>, id);
    return createElement('wx-island', {
      'data-island': id,
      dangerouslySetInnerHTML: { __html: html },
    });
  }
  return createElement(
    'wx-island',
    { 'data-island': id },
    <Islands.Provider value={{ ...env, inside: true }}>{children}</Islands.Provider>,
  );
}
