import { LAYOUT_NAME_VALUES } from '#schemas/generated/enums.ts';
import type {
  LayoutName,
  Link,
  MaintenanceNotice,
  ModuleConfig,
  OverlayInfo,
  PageDescription,
  PageLayout,
  PageMap,
} from '#schemas/generated/types.ts';

/**
 * The PageTree: what `resolvePage` makes of a page description. Plain data only (no functions,
 * no React, no registry entries), because it lives in the page machine's snapshot that the
 * server embeds and the client hydrates from. Look a module's entry up with `registry[m.name]`.
 */

export const PRIMARY_SLOTS = [
  'first',
  'leftMajor',
  'leftMinor',
  'main',
  'rightMajor',
  'rightMinor',
  'map',
] as const;
export const SECONDARY_SLOTS = ['major', 'minor', 'right'] as const;
export type PrimarySlotName = (typeof PRIMARY_SLOTS)[number];
export type SecondarySlotName = (typeof SECONDARY_SLOTS)[number];

/** Every layout the engine knows (spec pages doc section 2 "Layouts"; the page schema's enum). */
export const LAYOUT_NAMES: readonly LayoutName[] = LAYOUT_NAME_VALUES;

export function isLayoutName(name: unknown): name is LayoutName {
  return typeof name === 'string' && (LAYOUT_NAMES as readonly string[]).includes(name);
}

/** Slot names as written in page descriptions -> the slot they fill (aliases folded). */
export const PRIMARY_ALIASES: Readonly<Record<string, PrimarySlotName>> = {
  first: 'first',
  leftMajor: 'leftMajor',
  leftMinor: 'leftMinor',
  main: 'main',
  rightMajor: 'rightMajor',
  right: 'rightMajor',
  rightMinor: 'rightMinor',
  map: 'map',
};
export const SECONDARY_ALIASES: Readonly<Record<string, SecondarySlotName>> = {
  major: 'major',
  main: 'major',
  minor: 'minor',
  bottom: 'minor',
  right: 'right',
};

export interface ResolvedModule {
  /** Stable React key: config.key, else `<slot as written>-<index>` (made unique within the page). */
  key: string;
  name: string;
  /** The config as written, with any dataUrl result merged over it (name never changes). */
  config: ModuleConfig;
  /** Set only in debug/preview: why this module cannot render (shown as a visible placeholder). */
  problem?: string;
  /** Hide with CSS on this screen size (hideWhen smallScreen/largeScreen cannot be decided on the server). */
  hideOn?: 'small' | 'large';
  /** Secondary modules only: the drawer starts expanded on small screens. */
  expanded?: boolean;
  /** Nested module lists (tab panels), resolved with the same rules; see engine/nested.ts. */
  panels?: ResolvedModule[][];
  /**
   * Only in the snapshot a server-rendered page embeds: a module without client behaviour whose
   * config was left out (only its name, title and urlSlug stay). Its server HTML is the module:
   * the browser keeps that HTML when it renders the page whole (decision 028).
   */
  kept?: true;
}

export interface PageTree {
  url: string;
  layout: LayoutName;
  primary: Record<PrimarySlotName, ResolvedModule[]>;
  secondary: Record<SecondarySlotName, ResolvedModule[]>;
  last: ResolvedModule[];
  /** Modules of the map panel (page.map.modules). */
  mapModules: ResolvedModule[];
  navigation: { links: Link[]; sticky: boolean } | null;
  maintenance: MaintenanceNotice | null;
  hideWarningsBar: boolean;
  overlay: OverlayInfo | null;
  map: PageMap | null;
  search: PageLayout['search'] | null;
  /** How secondary modules show on small screens. */
  mobileView: 'drawers' | 'stacked';
  /** The forecast day the address names (`?day=YYYY-MM-DD`), which modules open; null when none. */
  day: string | null;
  /** Overlay pages: the page shown underneath (spec: the overlay layout also loads its parent page). */
  parent?: { description: PageDescription; tree: PageTree };
}

function slotModules(tree: PageTree): ResolvedModule[] {
  return [
    ...PRIMARY_SLOTS.flatMap((s) => tree.primary[s]),
    ...SECONDARY_SLOTS.flatMap((s) => tree.secondary[s]),
    ...tree.last,
    ...tree.mapModules,
  ];
}

/**
 * Every module of the page in document order: each slot's modules with their nested panels after
 * them, then the overlaid parent page's. The one list that chunk loading, CSS and data use.
 */
export function allModules(tree: PageTree): ResolvedModule[] {
  const out: ResolvedModule[] = [];
  const add = (m: ResolvedModule): void => {
    out.push(m);
    m.panels?.forEach((panel) => panel.forEach(add));
  };
  slotModules(tree).forEach(add);
  if (tree.parent) out.push(...allModules(tree.parent.tree));
  return out;
}

/**
 * A copy of the tree (not its parent page) with `fn` applied to every module, nested panels
 * first; a null result removes the module.
 */
export function mapModules(
  tree: PageTree,
  fn: (module: ResolvedModule) => ResolvedModule | null,
): PageTree {
  const list = (modules: ResolvedModule[]): ResolvedModule[] =>
    modules.flatMap((m) => fn(m.panels ? { ...m, panels: m.panels.map(list) } : m) ?? []);
  const primary = Object.fromEntries(
    PRIMARY_SLOTS.map((s) => [s, list(tree.primary[s])]),
  ) as PageTree['primary'];
  const secondary = Object.fromEntries(
    SECONDARY_SLOTS.map((s) => [s, list(tree.secondary[s])]),
  ) as PageTree['secondary'];
  return { ...tree, primary, secondary, last: list(tree.last), mapModules: list(tree.mapModules) };
}

/** Logger the engine reports dropped modules and failed calls to (pino-compatible subset). */
export interface EngineLogger {
  error(message: string): void;
  warn?(message: string): void;
}
