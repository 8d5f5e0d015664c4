import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Folder holding the `*.schema.json` files. */
export const schemaDir = fileURLToPath(new URL('.', import.meta.url));

/** Every schema file, parsed, keyed by its `$id` (which is also its file name). */
export function loadSchemas(dir = schemaDir): Record<string, { $id: string; title?: string }> {
  const out: Record<string, { $id: string; title?: string }> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { $id: string };
    if (schema.$id !== file) throw new Error(`${file}: $id must equal the file name, found ${schema.$id}`);
    out[file] = schema;
  }
  return out;
}

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
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  return ajv;
}
