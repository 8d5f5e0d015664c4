import { NESTED_MODULE_LISTS } from '#schemas/generated/catalogue.ts';

/** One list of nested module configs inside a module config, and where it is. */
export interface NestedList {
  /** Path inside the config, e.g. ['tabs', '1', 'modules']. */
  path: string[];
  configs: unknown[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function expand(value: unknown, rest: readonly string[], at: string[], out: NestedList[]): void {
  const [head, ...tail] = rest;
  if (head === undefined) {
    if (Array.isArray(value)) out.push({ path: at, configs: value });
    return;
  }
  if (head === '*') {
    if (Array.isArray(value)) value.forEach((v, i) => expand(v, tail, [...at, String(i)], out));
    return;
  }
  if (isObject(value) && Object.hasOwn(value, head)) expand(value[head], tail, [...at, head], out);
}

/**
 * The lists of nested module configs a module config holds (tab panels), in document order, as
 * the module catalogue's schemas declare them (NESTED_MODULE_LISTS). Malformed parts are skipped:
 * the module's own schema reports them.
 *
 * @example nestedLists({ name: 'tabs', tabs: [{ header: 'A', modules: [{ name: 'text' }] }] })
 *   // -> [{ path: ['tabs', '0', 'modules'], configs: [{ name: 'text' }] }]
 */
export function nestedLists(config: { name: string }): NestedList[] {
  const paths = Object.hasOwn(NESTED_MODULE_LISTS, config.name)
    ? NESTED_MODULE_LISTS[config.name as keyof typeof NESTED_MODULE_LISTS]
    : undefined;
  const out: NestedList[] = [];
  for (const path of paths ?? []) expand(config, path, [], out);
  return out;
}
