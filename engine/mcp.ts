import type { PageDescription } from '#schemas/generated/types.ts';
import { drawerExpanded, resolveModules } from './resolve.ts';
import type { ModuleRegistry, ResolveOptions } from './resolve.ts';
import { allModules, PRIMARY_ALIASES, SECONDARY_ALIASES } from './tree.ts';
import type { PageTree, ResolvedModule } from './tree.ts';

/**
 * MCP messages (spec pages doc section 7): modules a content system wants shown on a page,
 * e.g. a notice on every Canterbury page. Fetched with credentials; a failure is ignored.
 */

export interface McpMessage {
  module: unknown;
  /** Comma separated slot names, e.g. 'main,secondary.right'. */
  slotPath: string;
}

/** Lowercase slug of a free text part: 'Manawatū-Whanganui' -> 'manawatu-whanganui'. */
function slug(text: string | undefined): string {
  const s = (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s || 'none';
}

/**
 * The MCP messages URL for a page: `{apiPrefix}/mcp-messages/{parentSection}/{websiteSection}/
 * {websiteRegion}/{websiteLocation}/{imagery}`. parentSection and websiteSection are the first two
 * segments of the page url; region and location come from page.location (region slugged);
 * imagery is the map layer of map pages with '/' replaced by '-' ('rain/radar' -> 'rain-radar').
 * Missing parts are the word none.
 *
 * @example mcpUrl(auckland, '/api') // '/api/mcp-messages/towns-cities/locations/auckland/auckland/none'
 */
export function mcpUrl(description: PageDescription, apiPrefix: string): string {
  const [parentSection, websiteSection] = description.url.split('/').filter(Boolean);
  const layer = description.map?.config?.mapLayer;
  const parts = [
    parentSection,
    websiteSection,
    description.location?.region ? slug(description.location.region) : undefined,
    description.location?.key,
    layer ? slug(layer.replaceAll('/', '-')) : undefined,
  ].map((p) => encodeURIComponent(p && p.length ? p : 'none'));
  return `${apiPrefix.replace(/\/+$/, '')}/mcp-messages/${parts.join('/')}`;
}

/** The message list of an answer `{ messageModules: [{ module, slotPath }] }`; anything malformed is skipped. */
export function parseMcpAnswer(answer: unknown): McpMessage[] {
  const list = (answer as { messageModules?: unknown } | null)?.messageModules;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (m): m is McpMessage =>
      typeof m === 'object' &&
      m !== null &&
      typeof (m as McpMessage).slotPath === 'string' &&
      'module' in m,
  );
}

type SlotRef = { section: 'primary' | 'secondary' | 'last'; slot: string };

/**
 * A slot name from a slotPath. Bare names are primary slots first ('main', 'right'), then
 * secondary ('major', 'minor', 'bottom'), then 'last'; 'primary.x' / 'secondary.x' pick a
 * section explicitly; kebab-case ('left-major') is accepted.
 */
function slotRef(raw: string): SlotRef | null {
  const name = raw.trim().replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  const [first, second] = name.split('.');
  if (second !== undefined) {
    if (first === 'primary' && Object.hasOwn(PRIMARY_ALIASES, second))
      return { section: 'primary', slot: PRIMARY_ALIASES[second] as string };
    if (first === 'secondary' && Object.hasOwn(SECONDARY_ALIASES, second))
      return { section: 'secondary', slot: SECONDARY_ALIASES[second] as string };
    return null;
  }
  if (Object.hasOwn(PRIMARY_ALIASES, name))
    return { section: 'primary', slot: PRIMARY_ALIASES[name] as string };
  if (Object.hasOwn(SECONDARY_ALIASES, name))
    return { section: 'secondary', slot: SECONDARY_ALIASES[name] as string };
  if (name === 'last') return { section: 'last', slot: 'last' };
  return null;
}

/** Modules at the top of the main column that a message never goes before: the now card and days. */
export const MAIN_LEAD = 2;

/**
 * Inserts each message's module at the top of every slot its slotPath names (messages keep their
 * order), in the main column after its first MAIN_LEAD modules. Modules pass the same rules as written ones (name, registry, validation, hideWhen);
 * unknown slot names are logged and skipped. Returns a new tree.
 *
 * @example insertMessages(tree, [{ module: { name: 'text', text: 'Snow on the Desert Road' }, slotPath: 'main,right' }], page, registry, opts)
 */
export function insertMessages(
  tree: PageTree,
  messages: readonly McpMessage[],
  description: PageDescription,
  registry: ModuleRegistry,
  options: ResolveOptions,
): PageTree {
  const primary = { ...tree.primary };
  const secondary = { ...tree.secondary };
  let last = tree.last;
  const top = new Map<string, ResolvedModule[]>();
  const keys = new Set(allModules(tree).map((m) => m.key));
  messages.forEach((message, index) => {
    for (const raw of message.slotPath.split(',').filter((s) => s.trim())) {
      const ref = slotRef(raw);
      if (!ref) {
        options.logger.error(
          `${description.url}: MCP message ${index} names unknown slot "${raw.trim()}"; skipped`,
        );
        continue;
      }
      const id = `${ref.section}.${ref.slot}`;
      const resolved = resolveModules(
        [message.module],
        `mcp-${index}-${ref.slot}`,
        description,
        registry,
        options,
        keys,
      );
      if (ref.section === 'secondary')
        for (const m of resolved)
          m.expanded = drawerExpanded(m.config, tree.mobileView, options.slug);
      top.set(id, [...(top.get(id) ?? []), ...resolved]);
    }
  });
  for (const [id, modules] of top) {
    const [section, slot] = id.split('.') as [SlotRef['section'], string];
    if (section === 'primary') {
      const written = primary[slot as keyof typeof primary];
      // The forecast first (issue 22): in the main column a message follows the place's lead.
      const lead = slot === 'main' ? MAIN_LEAD : 0;
      primary[slot as keyof typeof primary] = [
        ...written.slice(0, lead),
        ...modules,
        ...written.slice(lead),
      ];
    } else if (section === 'secondary')
      secondary[slot as keyof typeof secondary] = [
        ...modules,
        ...secondary[slot as keyof typeof secondary],
      ];
    else last = [...modules, ...last];
  }
  return { ...tree, primary, secondary, last };
}
