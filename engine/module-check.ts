import type { ValidatorError } from './module-entry.ts';

/** Keywords that only combine other checks: alone, they say nothing an editor can act on. */
const COMBINATORS = new Set(['anyOf', 'oneOf', 'allOf', 'if', 'not']);

/**
 * What is wrong with a module config by its own schema. A config with a `dataUrl` is checked
 * before its data arrives: the fields the data will fill may be missing (the schema's top-level
 * `required`, and the combinators that only failed for that), but any field present must have the
 * right type. After the merge the whole schema applies.
 *
 * @example configErrors(validateModuleFeedList, { name: 'feed-list', dataUrl: '/x', items: 5 })
 *   // -> [{ instancePath: '/items', message: 'must be string', ... }]
 */
export function configErrors<E extends ValidatorError>(
  validate: { (data: unknown): boolean; errors?: E[] | null },
  config: object,
): E[] {
  if (validate(config)) return [];
  const errors = validate.errors ?? [];
  if (!('dataUrl' in config) || !config.dataUrl) return [...errors];
  const rest = errors.filter((e) => !(e.instancePath === '' && e.keyword === 'required'));
  return rest.every((e) => e.instancePath === '' && COMBINATORS.has(e.keyword ?? '')) ? [] : rest;
}

/** Validator errors as one line: '/links/0/url must match pattern ...; / must NOT have unevaluated properties ('titel')'. */
export function errorsLine(errors: readonly ValidatorError[]): string {
  return errors
    .map((e) => {
      // An unknown field is named: ajv's message alone does not say which.
      const field = e.params?.additionalProperty ?? e.params?.unevaluatedProperty;
      const named = typeof field === 'string' ? ` ('${field}')` : '';
      return `${e.instancePath || '/'} ${e.message ?? 'is invalid'}${named}`;
    })
    .join('; ');
}
