import type { ErrorObject } from 'ajv';
import { closestNames } from './closest-names.ts';
import { explain, pointerSegments, type Explained } from '#schemas/messages.ts';
import { KNOWN_FIELDS, type FieldTree } from '#schemas/generated/known-fields.ts';

const MODULE_SCHEMA = /^module-(.+)\.schema\.json$/;
const PAGE_SCHEMA = 'page-description.schema.json';

/** The field names a schema knows at a place of the document (array items and map values: '*'). */
export function fieldsAt(schemaId: string, pointer: string): string[] {
  let tree: FieldTree | undefined = KNOWN_FIELDS[schemaId];
  for (const segment of pointerSegments(pointer)) {
    if (!tree?.c) return [];
    tree = Object.hasOwn(tree.c, segment) ? tree.c[segment] : tree.c['*'];
  }
  return tree?.f ?? [];
}

/**
 * explain() of schemas/messages.ts, plus what only the engine knows: for an unknown field, the
 * closest known names at that place ("did you mean"), the same words in `npm run validate`, the
 * store's log, the editor's lint and the preview's notes.
 *
 * @example explainError(unknownTitel, { name: 'text', titel: 'x' }, 'module-text.schema.json')
 *   // -> { pointer: '/titel', anchor: 'key', message: "Unknown field 'titel' (...). Did you mean 'title'?" }
 */
export function explainError(error: ErrorObject, root: unknown, schemaId: string): Explained {
  const explained = explain(error, root);
  const p = error.params as { additionalProperty?: unknown; unevaluatedProperty?: unknown };
  const field = p.additionalProperty ?? p.unevaluatedProperty;
  if (typeof field !== 'string') return explained;
  const module = MODULE_SCHEMA.exec(schemaId)?.[1];
  const atRoot = error.instancePath === '' && schemaId !== PAGE_SCHEMA;
  const message = !atRoot
    ? explained.message
    : module
      ? `Unknown field '${field}' (not a setting of the ${module} module).`
      : `Unknown field '${field}' (not part of ${schemaId.replace(/\.schema\.json$/, '')}).`;
  const near = closestNames(field, fieldsAt(schemaId, error.instancePath));
  const hint = near.length ? ` Did you mean ${near.map((n) => `'${n}'`).join(' or ')}?` : '';
  return { ...explained, message: message + hint };
}
