import type { ModuleName } from '#schemas/generated/catalogue.ts';
import { loadSchemas } from '#schemas/ajv.ts';
import { moduleValidators } from '#schemas/generated/module-validators.js';

/**
 * Link targets in modules follow the page's rules (site paths, anchors, http(s); issue 8): every
 * URL-like field of every module config schema, however deep and through whichever $ref, is
 * common.schema.json's safeUrl (or a Link, whose url is one), so `javascript:` is refused.
 */

const schemas = loadSchemas();
const SAFE = new Set(['common.schema.json#/$defs/safeUrl', 'common.schema.json#/$defs/link']);
/** Field names that hold a link target or an image address. */
const URL_LIKE = /(?:url|href|src|image|link|links)$/i;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `file#/pointer` of a $ref written in `file`. */
function absolute(ref: string, file: string): string {
  const [target = '', pointer = ''] = ref.split('#');
  return `${target || file}#${pointer}`;
}

function resolve(id: string): Node {
  const [file = '', pointer = ''] = id.split('#');
  let node: unknown = schemas[file];
  for (const part of pointer.split('/').filter(Boolean)) node = isNode(node) ? node[part] : null;
  if (!isNode(node)) throw new Error(`unresolved $ref ${id}`);
  return node;
}

/** Whether a field's schema only admits safe URLs (or Links): by $ref, or every anyOf branch. */
function isSafe(node: Node, file: string, seen = new Set<string>()): boolean {
  if (typeof node.$ref === 'string') {
    const id = absolute(node.$ref, file);
    if (SAFE.has(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return isSafe(resolve(id), id.split('#')[0] ?? file, seen);
  }
  const items = isNode(node.items) ? node.items : undefined;
  if (node.type === 'array' && items) return isSafe(items, file, seen);
  return false;
}

/** [path, field schema, file] of every URL-like property below `node`, following $refs once. */
function urlFields(node: unknown, file: string, path: string, seen: Set<string>): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => urlFields(n, file, `${path}/${i}`, seen));
  if (!isNode(node)) return [];
  const problems: string[] = [];
  if (typeof node.$ref === 'string') {
    const id = absolute(node.$ref, file);
    if (!seen.has(id)) {
      seen.add(id);
      problems.push(...urlFields(resolve(id), id.split('#')[0] ?? file, `${path}->${id}`, seen));
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'properties' && isNode(value))
      for (const [name, field] of Object.entries(value))
        if (URL_LIKE.test(name) && isNode(field) && !isSafe(field, file))
          problems.push(`${path}/properties/${name}`);
    if (key !== '$ref') problems.push(...urlFields(value, file, `${path}/${key}`, seen));
  }
  return problems;
}

const moduleSchemaIds = Object.keys(schemas).filter(
  (id) => id.startsWith('module-') && id !== 'module-config.schema.json',
);

describe('URL fields in module configs', () => {
  it('finds the module schemas', () => {
    expect(moduleSchemaIds.length).toBeGreaterThan(20);
  });

  it.each(moduleSchemaIds)('%s: every URL-like field is a safeUrl or a Link', (id) => {
    expect(urlFields(schemas[id], id, '', new Set())).toEqual([]);
  });

  it('refuses javascript: where modules take links, items and data addresses', () => {
    const js = 'javascript:alert(1)';
    const cases: [ModuleName, Record<string, unknown>][] = [
      ['feed-list', { items: js }],
      ['feed-list', { items: [{ title: 'x', url: js }] }],
      ['feed-list', { items: [{ title: 'x', url: '/a', image: js }] }],
      ['link-list', { links: [{ label: 'x', url: js }] }],
      ['promo', { title: 'x', text: 'y', link: { label: 'z', url: js } }],
      ['current-conditions', { dataUrl: js }],
      ['rain-radar', { frames: [], allFramesUrl: js }],
      ['avalanche', { avalancheUrl: js }],
      ['text', { text: 'x', link: { label: 'z', url: js } }],
    ];
    for (const [name, fields] of cases) {
      const validate = moduleValidators[name];
      expect({ name, fields, valid: validate?.({ name, ...fields }) }).toEqual({
        name,
        fields,
        valid: false,
      });
      const safe = JSON.parse(JSON.stringify(fields).replaceAll(js, '/safe')) as object;
      expect({ name, safe, valid: validate?.({ name, ...safe }) }).toEqual({
        name,
        safe,
        valid: true,
      });
    }
  });
});
