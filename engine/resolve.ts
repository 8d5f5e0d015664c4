import type { AnyModuleEntry } from './module-entry.ts';
import { unknownModuleMessage } from './closest-names.ts';
import { configProblem } from './contracts.ts';
import type { Contracts } from './contracts.ts';
import { nestedLists } from './nested.ts';
import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';
import { PRIMARY_ALIASES, PRIMARY_SLOTS, SECONDARY_ALIASES, SECONDARY_SLOTS } from './tree.ts';
import type { EngineLogger, PageTree, ResolvedModule } from './tree.ts';

export type ModuleRegistry = Readonly<Record<string, AnyModuleEntry>>;

export interface ResolveOptions {
  /** Debug/preview: keep broken modules with a `problem` so a placeholder shows. */
  debug: boolean;
  logger: EngineLogger;
  /** The drawer the address points at (hash without '#', or a slug): that drawer starts expanded. */
  slug?: string;
  /**
   * Every module's contract: each config is checked against its own schema wherever a page is
   * resolved (the server has every validator; the browser loads those of the page it resolves).
   */
  contracts: Contracts;
  /** The forecast day the address names (`?day=`), kept in the tree for the modules. */
  day?: string | null;
}

/** Keys already handed out on this page, so React keys stay unique. */
type KeySet = Set<string>;

/**
 * Characters the HTML parser does not read back as written (NUL becomes U+FFFD, CR becomes LF,
 * a lone surrogate cannot be encoded), and the other control characters.
 */
const UNREADABLE =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function uniqueKey(written: string, keys: KeySet): string {
  // The browser finds a module's island and HTML by the key in the server's markup, so the key
  // must read back the same from an attribute (a key with a NUL left the radar static forever).
  const wanted = written.replace(UNREADABLE, '_');
  let key = wanted;
  for (let n = 2; keys.has(key); n++) key = `${wanted}~${n}`;
  keys.add(key);
  return key;
}

/**
 * hideWhen decided on the server (shell doc "Module config"); 'hidden' drops the module, a
 * screen size becomes a CSS class because the server cannot know the screen.
 */
function hideDecision(
  config: ModuleConfig,
  page: PageDescription,
): 'hidden' | 'small' | 'large' | null {
  if (config.hideModule === true) return 'hidden';
  const when = new Set<string>(config.hideWhen ?? []);
  const skiSeason = page.isSkiSeason === 'true';
  if (when.has('skiSeason') && skiSeason) return 'hidden';
  if (when.has('notSkiSeason') && !skiSeason) return 'hidden';
  if (when.has('noLocation') && !page.location) return 'hidden';
  const small = when.has('smallScreen');
  const large = when.has('largeScreen');
  if (small && large) return 'hidden';
  return small ? 'small' : large ? 'large' : null;
}

/** Nested lists deeper than this (tabs in tabs in tabs...) are a problem, not a recursion. */
const MAX_NESTING = 3;

/**
 * Resolves one list of module configs as written in `slot` (also used for modules inserted from
 * MCP messages, primary data and nested tab panels, which are resolved here too and kept in
 * `panels`). A module with a dataUrl is checked before its data arrives with the data fields
 * optional (`configErrors`) and again in full after the merge (`applyModuleData`).
 *
 * @example resolveModules([{ name: 'text', text: 'Hi' }], 'main', page, registry, { debug: false, logger })
 */
export function resolveModules(
  configs: readonly unknown[],
  slot: string,
  page: PageDescription,
  registry: ModuleRegistry,
  options: ResolveOptions,
  keys: KeySet = new Set(),
  depth = 0,
): ResolvedModule[] {
  const out: ResolvedModule[] = [];
  configs.forEach((raw, index) => {
    const where = `${page.url} ${slot}[${index}]`;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      options.logger.error(`${where}: a module must be an object; dropped`);
      return;
    }
    const config = raw as ModuleConfig;
    if (typeof config.name !== 'string' || config.name === '') {
      options.logger.error(`${where}: A module must have a name; dropped`);
      return;
    }
    const hide = hideDecision(config, page);
    if (hide === 'hidden') return;
    const key = uniqueKey(
      typeof config.key === 'string' && config.key ? config.key : `${slot}-${index}`,
      keys,
    );
    const module: ResolvedModule = { key, name: config.name, config };
    if (hide) module.hideOn = hide;

    const entry = Object.hasOwn(registry, config.name) ? registry[config.name] : undefined;
    const problem = !entry
      ? unknownModuleMessage(config.name, Object.keys(registry))
      : (configProblem(options.contracts, config.name, config) ??
        (depth > MAX_NESTING ? `Module "${config.name}" is nested too deep` : undefined));
    if (problem) {
      options.logger.error(`${where}: ${problem}${options.debug ? '' : '; dropped'}`);
      if (!options.debug) return;
      module.problem = problem;
    } else {
      const lists = nestedLists(config);
      if (lists.length) {
        module.panels = lists.map(({ path, configs }) =>
          resolveModules(
            configs,
            `${slot}[${index}].${path.join('.')}`,
            page,
            registry,
            options,
            keys,
            depth + 1,
          ),
        );
      }
    }
    out.push(module);
  });
  return out;
}

/**
 * Spec shell doc "Modules and drawers": a drawer starts expanded if its slug matches the page or
 * expandInMobileView is set; a layout whose mobileView is 'stacked' shows every one open.
 */
export function drawerExpanded(
  config: ModuleConfig,
  mobileView: 'drawers' | 'stacked',
  slug: string | undefined,
): boolean {
  if (mobileView === 'stacked' || config.layout?.expandInMobileView === true) return true;
  return slug !== undefined && slug !== '' && config.urlSlug === slug;
}

/** Slot lists in document order, aliases folded onto their slot. */
function foldSlots<T extends string>(
  slots: Record<string, unknown> | undefined,
  aliases: Readonly<Record<string, T>>,
  names: readonly T[],
  resolve: (configs: unknown[], written: string) => ResolvedModule[],
): Record<T, ResolvedModule[]> {
  const out = Object.fromEntries(names.map((n) => [n, [] as ResolvedModule[]])) as Record<
    T,
    ResolvedModule[]
  >;
  for (const [written, configs] of Object.entries(slots ?? {})) {
    const target = Object.hasOwn(aliases, written) ? aliases[written] : undefined;
    if (!target || !Array.isArray(configs)) continue;
    out[target].push(...resolve(configs, written));
  }
  return out;
}

/**
 * Turns a validated page description into a PageTree: slots normalised (right -> rightMajor,
 * secondary main -> major, bottom -> minor, concatenated in document order), modules without a
 * name or hidden dropped, unknown or invalid modules dropped and logged (debug: kept with a
 * `problem`), secondary modules marked `expanded` for small-screen drawers.
 *
 * @example
 * const tree = resolvePage(description, registry, { debug: false, logger: console, slug: 'about' });
 * tree.primary.main.map((m) => m.name); // ['text', 'link-list']
 */
export function resolvePage(
  description: PageDescription,
  registry: ModuleRegistry,
  options: ResolveOptions,
): PageTree {
  const keys: KeySet = new Set();
  const { layout } = description;
  const resolveIn = (section: string) => (configs: unknown[], written: string) =>
    resolveModules(configs, `${section}.${written}`, description, registry, options, keys);
  const mobileView = layout.mobileView ?? 'drawers';

  const { dataUrl: _primaryData, ...primarySlots } = layout.primary ?? {};
  const primary = foldSlots(primarySlots, PRIMARY_ALIASES, PRIMARY_SLOTS, resolveIn('primary'));
  const secondary = foldSlots(
    layout.secondary,
    SECONDARY_ALIASES,
    SECONDARY_SLOTS,
    resolveIn('secondary'),
  );
  for (const slot of SECONDARY_SLOTS) {
    for (const m of secondary[slot])
      m.expanded = drawerExpanded(m.config, mobileView, options.slug);
  }
  return {
    url: description.url,
    layout: layout.name,
    primary,
    secondary,
    last: resolveModules(layout.last ?? [], 'last', description, registry, options, keys),
    mapModules: resolveModules(
      description.map?.modules ?? [],
      'map.modules',
      description,
      registry,
      options,
      keys,
    ),
    navigation: layout.navigation
      ? { links: layout.navigation.links, sticky: layout.navigation.sticky ?? false }
      : null,
    maintenance: layout.maintenance ?? null,
    hideWarningsBar: layout.hideWarningsBar ?? false,
    overlay: description.overlay ?? null,
    map: description.map ?? null,
    search: layout.search ?? null,
    mobileView,
    day: options.day ?? null,
  };
}
