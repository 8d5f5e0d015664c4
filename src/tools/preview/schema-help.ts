/// <reference types="vite/client" />
/**
 * The page and module schemas as the editor needs them: what a JSON path may hold (properties,
 * their descriptions, enums, required), for completion, hover docs and the module form. The same
 * schema files the validators are compiled from, read as data; nothing is compiled here.
 */
import { isModuleName } from '#schemas/generated/catalogue.ts';

export type Schema = {
  $ref?: string;
  $id?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
};

const files = {
  ...import.meta.glob<Schema>('../../../schemas/*.schema.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Schema>('../../../modules/*/config.schema.json', {
    eager: true,
    import: 'default',
  }),
};

/** Schemas by $id ('page-description.schema.json', 'module-text.schema.json', ...). */
const byId = new Map<string, Schema>();
for (const schema of Object.values(files)) if (schema.$id) byId.set(schema.$id, schema);

export const PAGE_SCHEMA_ID = 'page-description.schema.json';
const SLOT_MODULE_ID = 'slot-module.schema.json';

function pointerGet(root: Schema, fragment: string): Schema | undefined {
  let node: unknown = root;
  for (const raw of fragment.split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Record<string, unknown> | undefined)?.[key];
  }
  return node as Schema | undefined;
}

/**
 * The schema with its $ref and allOf folded in: properties, required and the first description
 * found. `base` is the file a relative '#/...' reference points into.
 */
export interface Resolved {
  schema: Schema;
  base: Schema;
  properties: Record<string, { schema: Schema; base: Schema }>;
  required: Set<string>;
  description?: string;
  enumValues?: unknown[];
  type?: string;
}

export function resolve(schema: Schema, base: Schema, depth = 0): Resolved {
  const out: Resolved = { schema, base, properties: {}, required: new Set() };
  const fold = (node: Schema, file: Schema, level: number) => {
    if (level > 8) return;
    out.description ??= node.description;
    if (node.enum) out.enumValues ??= node.enum;
    if (node.const !== undefined) out.enumValues ??= [node.const];
    if (typeof node.type === 'string') out.type ??= node.type;
    for (const name of node.required ?? []) out.required.add(name);
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const known = out.properties[name];
      // A module's own schema comes first; the shared module fields only fill in what it lacks.
      if (!known) out.properties[name] = { schema: child, base: file };
      else if (!known.schema.description && child.description)
        out.properties[name] = { schema: { ...child, ...known.schema }, base: file };
    }
    if (node.$ref) {
      const [fileId, fragment = ''] = node.$ref.split('#');
      const target = fileId ? byId.get(fileId) : file;
      const found = target && pointerGet(target, fragment);
      if (target && found) fold(found, target, level + 1);
    }
    for (const part of node.allOf ?? []) fold(part, file, level + 1);
  };
  fold(schema, base, depth);
  return out;
}

/** The schema of one module config: its own file, else the shared module fields. */
export function moduleSchema(name: unknown): Resolved {
  const own = isModuleName(name) ? byId.get(`module-${name}.schema.json`) : undefined;
  const shared = byId.get('module-config.schema.json') ?? {};
  return own ? resolve(own, own) : resolve(shared, shared);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What the schema says about the value at `path` of the document `root` (the parsed JSON, when
 * it parses: it picks each module's own schema by its name). Undefined where no schema reaches.
 */
export function schemaAt(path: readonly (string | number)[], root: unknown): Resolved | undefined {
  const page = byId.get(PAGE_SCHEMA_ID);
  if (!page) return undefined;
  let current = resolve(page, page);
  let value: unknown = root;
  for (const segment of path) {
    value = isObject(value) || Array.isArray(value) ? (value as never)[segment] : undefined;
    let next: { schema: Schema; base: Schema } | undefined;
    if (typeof segment === 'number') {
      const items = current.schema.items ?? findItems(current);
      next = items ? { schema: items, base: current.base } : undefined;
    } else {
      next = current.properties[segment];
      const extra = current.schema.additionalProperties;
      if (!next && typeof extra === 'object') next = { schema: extra, base: current.base };
    }
    if (!next) return undefined;
    // A module in a slot (slot-module.schema.json): its own schema, named by the value itself.
    current =
      next.schema.$ref === SLOT_MODULE_ID
        ? moduleSchema(isObject(value) ? value.name : undefined)
        : resolve(next.schema, next.base);
  }
  return current;
}

function findItems(resolved: Resolved): Schema | undefined {
  let found: Schema | undefined;
  const visit = (node: Schema, file: Schema, level: number) => {
    if (found || level > 8) return;
    if (node.items) {
      found = node.items.$ref?.startsWith('#') ? resolveLocal(node.items, file) : node.items;
      return;
    }
    if (node.$ref) {
      const [fileId, fragment = ''] = node.$ref.split('#');
      const target = fileId ? byId.get(fileId) : file;
      const child = target && pointerGet(target, fragment);
      if (target && child) visit(child, target, level + 1);
    }
  };
  visit(resolved.schema, resolved.base, 0);
  return found;
}

function resolveLocal(node: Schema, file: Schema): Schema {
  const fragment = node.$ref?.split('#')[1] ?? '';
  return pointerGet(file, fragment) ?? node;
}

/** What each item of a list holds (the schema's `items`, through references), resolved. */
export function itemsOf(resolved: Resolved): Resolved | undefined {
  const items = resolved.schema.items ?? findItems(resolved);
  if (!items) return undefined;
  return items.$ref === SLOT_MODULE_ID ? moduleSchema(undefined) : resolve(items, resolved.base);
}

/** True when a list's items are modules (tab panels, a marker's modules): edited as modules. */
export function holdsModules(resolved: Resolved): boolean {
  const items = resolved.schema.items ?? findItems(resolved);
  return items?.$ref === SLOT_MODULE_ID;
}
