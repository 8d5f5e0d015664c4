import { describe, expect, it } from 'vitest';
import { loadSchemas } from './ajv.ts';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every object schema with its own fields, as `file#/pointer`. */
function objectSchemas(node: unknown, at: string, out: { at: string; node: Node }[]): void {
  if (Array.isArray(node)) {
    node.forEach((v, i) => objectSchemas(v, `${at}/${i}`, out));
    return;
  }
  if (!isNode(node)) return;
  if (isNode(node.properties)) out.push({ at, node });
  for (const [key, value] of Object.entries(node)) {
    // Names under these are field names, never schema keywords; examples are data.
    if (key === 'examples' || key === 'default' || key === 'const' || key === 'enum') continue;
    objectSchemas(value, `${at}/${key}`, out);
  }
}

/**
 * Parts that other schemas take in with allOf and close as a whole with unevaluatedProperties:
 * the fields every module shares (each module's schema), and the source and issue time every
 * data payload carries. anyOf/oneOf branches are closed by the schema around them.
 */
const CLOSED_ELSEWHERE =
  /^module-config\.schema\.json#$|^weather-data\.schema\.json#\/\$defs\/dataMeta$|\/(?:anyOf|oneOf|allOf)\/\d+$/;

describe('schemas close their properties (issue 20: unknown settings are errors)', () => {
  const found: { at: string; node: Node }[] = [];
  for (const [id, schema] of Object.entries(loadSchemas())) objectSchemas(schema, `${id}#`, found);

  it('finds the object schemas of every file', () => {
    expect(found.length).toBeGreaterThan(100);
  });

  it('every object schema refuses fields it does not name', () => {
    const open = found
      .filter(({ at }) => !CLOSED_ELSEWHERE.test(at))
      .filter(
        ({ node }) => node.additionalProperties !== false && node.unevaluatedProperties !== false,
      )
      .map(({ at }) => at);
    expect(open).toEqual([]);
  });
});
