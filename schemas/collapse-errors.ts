/**
 * Cuts ajv's error list (allErrors mode) down to what a person needs. A failed `oneOf`/`anyOf`
 * reports one error per branch plus itself; we keep only the branches whose shape matched the
 * value (a string branch for a string), since "must be array" next to "must match pattern" for the
 * same link URL only confuses. When no branch's shape matched, one "expected X or Y" remains.
 */
import type { ErrorObject } from 'ajv';
import { jsonType, typesInWords, foundWord, valueAt } from './messages.ts';

/** An error kept for reporting; `message` is set when collapsing wrote its own sentence. */
export interface KeptError {
  error: ErrorObject;
  message?: string;
}

function within(pointer: string, base: string): boolean {
  return pointer === base || pointer.startsWith(`${base}/`);
}

function sameType(expected: string, actual: string): boolean {
  return expected === actual || (expected === 'number' && actual === 'integer');
}

/**
 * True when the error only says "this value has the wrong shape for this branch": a `type` error,
 * or a `const`/`enum` none of whose values has the value's type.
 */
function isShapeMismatch(error: ErrorObject, base: string, root: unknown): boolean {
  if (error.instancePath !== base) return false;
  const p = error.params as Record<string, unknown>;
  const actual = jsonType(valueAt(root, base));
  if (error.keyword === 'type')
    return !String(p.type)
      .split(',')
      .some((t) => sameType(t, actual));
  if (error.keyword === 'const') return !sameType(jsonType(p.allowedValue), actual);
  if (error.keyword === 'enum') {
    return !((p.allowedValues as unknown[]) ?? []).some((v) => sameType(jsonType(v), actual));
  }
  return false;
}

/** Expected shapes of mismatched branches, in words: `string`, `array`, `'fluid'`. */
function expectedShapes(errors: KeptError[]): string[] {
  const out: string[] = [];
  for (const { error } of errors) {
    const p = error.params as Record<string, unknown>;
    if (error.keyword === 'type') out.push(...String(p.type).split(','));
    else if (error.keyword === 'const') out.push(JSON.stringify(p.allowedValue));
    else if (error.keyword === 'enum')
      out.push(...((p.allowedValues as unknown[]) ?? []).map((v) => JSON.stringify(v)));
  }
  return out;
}

function collapseBranches(
  branchErrors: KeptError[],
  combinator: ErrorObject,
  root: unknown,
): KeptError[] {
  const base = combinator.instancePath;
  const p = combinator.params as Record<string, unknown>;
  if (Array.isArray(p.passingSchemas)) {
    // More than one branch matched: only possible with overlapping schemas, a schema bug.
    return [
      {
        error: combinator,
        message: 'This matches more than one allowed form; make it match exactly one.',
      },
    ];
  }
  const meaningful = branchErrors.filter((e) => !isShapeMismatch(e.error, base, root));
  if (meaningful.length > 0) return meaningful;
  const found = foundWord(valueAt(root, base));
  return [
    {
      error: combinator,
      message: `Expected ${typesInWords(expectedShapes(branchErrors))} here, found ${found}.`,
    },
  ];
}

/**
 * Collapses combinator noise. ajv emits a branch's errors just before the `oneOf`/`anyOf` error
 * at the same or a deeper pointer, so the run of errors under that pointer right before it are
 * its branches (nested combinators were collapsed already when their own error came by).
 */
export function collapseErrors(errors: readonly ErrorObject[], root: unknown): KeptError[] {
  const kept: KeptError[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue; // always accompanied by the failing `then`/`else` error
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') {
      kept.push({ error });
      continue;
    }
    let start = kept.length;
    while (start > 0 && within(kept[start - 1]?.error.instancePath ?? '', error.instancePath))
      start -= 1;
    const branches = kept.splice(start);
    kept.push(...collapseBranches(branches, error, root));
  }
  return kept;
}
