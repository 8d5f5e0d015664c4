import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Folder holding the `*.schema.json` files. */
export const schemaDir = fileURLToPath(new URL('.', import.meta.url));

/** Folder holding one folder per module, each with an optional `config.schema.json`. */
export const modulesDir = fileURLToPath(new URL('../modules/', import.meta.url));

type SchemaFile = { $id: string; title?: string };

/**
 * Every schema, parsed, keyed by its `$id`: entity schemas `schemas/<entity>.schema.json` (the id
 * is the file name) and module config schemas `modules/<name>/config.schema.json` (the id is
 * `module-<name>.schema.json`).
 */
export function loadSchemas(dir = schemaDir, modules = modulesDir): Record<string, SchemaFile> {
  const out: Record<string, SchemaFile> = {};
  const add = (path: string, expectedId: string): void => {
    const schema = JSON.parse(readFileSync(path, 'utf8')) as SchemaFile;
    if (schema.$id !== expectedId)
      throw new Error(`${path}: $id must be ${expectedId}, found ${schema.$id}`);
    out[expectedId] = schema;
  };
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort())
    add(join(dir, file), file);
  if (existsSync(modules)) {
    for (const name of readdirSync(modules).sort()) {
      const path = join(modules, name, 'config.schema.json');
      if (existsSync(path)) add(path, `module-${name}.schema.json`);
    }
  }
  return out;
}

/**
 * Our own annotations, which validate nothing: `tsType` names a slot module's TypeScript type
 * (slot-module.schema.json); `x-data`, `x-parts` and `x-address` declare a module's data
 * (scripts/schemas/module-data.ts).
 */
export const ANNOTATION_KEYWORDS = ['tsType', 'x-data', 'x-parts', 'x-address'] as const;

/**
 * The one Ajv configuration of the project: strict, all errors (editors want every problem at
 * once), formats, and standalone code generation so nothing compiles at run time.
 */
export function createAjv(schemas = loadSchemas()): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    allowUnionTypes: true,
    code: { source: true, esm: true, lines: false },
  });
  addFormats(ajv);
  for (const keyword of ANNOTATION_KEYWORDS) ajv.addKeyword({ keyword });
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv;
}
