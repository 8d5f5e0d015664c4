/**
 * Turns one ajv error into a sentence a content editor can act on (issue 2: "errors are for
 * people"). Only the error's keyword, params, pointer and the offending value are used, so this
 * works with the precompiled validators (no schema objects at run time, safe for the browser).
 */
import type { ErrorObject } from 'ajv';
import { boundedJson } from './bounded-json.ts';

/** Where in the text an issue should point: the value itself, a member's key, or the object. */
export type Anchor = 'value' | 'key' | 'object';

export interface Explained {
  /** JSON pointer the issue is about (for an unknown or missing field: that field's pointer). */
  pointer: string;
  anchor: Anchor;
  message: string;
}

/** Schema patterns people cannot read, keyed by the exact pattern text from schemas/*.schema.json. */
const SAFE_URL = '^(?:https?://[^\\s/]+[^\\s]*|/(?![/\\\\])[^\\s]*|#[^\\s]*)$';
const SLUG = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const PAGE_PATH = '^/(?:[a-z0-9-]+(?:/[a-z0-9-]+)*)?$';
const HEX_COLOUR = '^#[0-9a-fA-F]{6}$';
const MODULE_NAME = '^[A-Za-z][A-Za-z0-9-]*$';
const AD_ID = '^[A-Za-z0-9_-]+$';
const ZOOM = '^\\d+(?:[-|]\\d+){2}$';

const MODULE_POINTER =
  /^(?:\/layout\/(?:primary|secondary)\/[^/]+\/\d+|\/layout\/last\/\d+|\/layout\/search\/mapModule|.*\/modules\/\d+)$/;

export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value at a JSON pointer, or undefined when the path does not exist. */
export function valueAt(root: unknown, pointer: string): unknown {
  let node: unknown = root;
  for (const segment of pointerSegments(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Object.hasOwn(node, segment) ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return node;
}

/** JSON type name of a value as a schema's `type` keyword spells it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function typeWord(type: string): string {
  return TYPE_WORDS[type] ?? type;
}

/** What was found, in words: "a string", "a number", "the boolean true". */
export function foundWord(value: unknown): string {
  if (typeof value === 'boolean') return `the boolean ${String(value)}`;
  if (typeof value === 'number') return 'a number';
  return typeWord(jsonType(value));
}

/**
 * A short quotation of a value for a message (strings in single quotes, cut when long); the value
 * may be anything an editor pasted, so it is never serialised whole (boundedJson).
 */
export function quote(value: unknown): string {
  if (typeof value !== 'string') return boundedJson(value, { maxLength: 60 });
  return `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}'`;
}

/** Expected types, in words: "a string or an array". */
export function typesInWords(types: readonly string[]): string {
  const words = [...new Set(types)].map(typeWord);
  return words.length <= 1
    ? (words[0] ?? 'something else')
    : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

function lastField(pointer: string): string {
  const named = pointerSegments(pointer).filter((s) => !/^\d+$/.test(s));
  return named.at(-1) ?? '';
}

function typeMessage(pointer: string, expected: string[], value: unknown): string {
  if (pointer === '') return `A page description must be a JSON object, found ${foundWord(value)}.`;
  return `Expected ${typesInWords(expected)} here, found ${foundWord(value)}.`;
}

function enumMessage(pointer: string, allowed: readonly unknown[], value: unknown): string {
  const list = allowed.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
  if (pointer === '/layout/name')
    return `Unknown layout name ${quote(value)}. Allowed names: ${list}.`;
  if (/\/hideWhen\/\d+$/.test(pointer))
    return `Unknown hideWhen condition ${quote(value)}. Allowed conditions: ${list}.`;
  const field = lastField(pointer);
  return `Unknown ${field ? `'${field}' value` : 'value'} ${quote(value)}. Allowed values: ${list}.`;
}

function constMessage(allowed: unknown, value: unknown): string {
  if (jsonType(allowed) !== jsonType(value)) {
    return `Expected the ${jsonType(allowed)} ${JSON.stringify(allowed)} here, found ${foundWord(value)}${
      typeof value === 'boolean' || typeof value === 'number' ? '' : ` ${quote(value)}`
    }.`;
  }
  return `Expected ${quote(allowed)} here, found ${quote(value)}.`;
}

function urlLabel(pointer: string): string {
  const field = lastField(pointer);
  if (/dataUrl$/i.test(field)) return 'Data URL';
  if (field === 'url' || field === 'action' || field === 'link') return 'Link URL';
  return 'URL';
}

function patternMessage(pointer: string, pattern: string, value: unknown): string {
  const v = quote(value);
  switch (pattern) {
    case SAFE_URL:
      return `${urlLabel(pointer)} ${v} is not allowed: use an http(s) URL or a site path starting with '/'.`;
    case SLUG:
      return `${v} is not a valid key: use lowercase letters, digits and single hyphens, e.g. 'palmerston-north'.`;
    case PAGE_PATH:
      return `Page path ${v} is not valid: use '/' then lowercase words of letters, digits and hyphens, e.g. '/towns-cities/locations/auckland'.`;
    case HEX_COLOUR:
      return `Colour ${v} is not valid: use '#' and six hex digits, e.g. '#0b5394'.`;
    case MODULE_NAME:
      return `Module name ${v} is not valid: start with a letter, then only letters, digits and hyphens.`;
    case AD_ID:
      return `Ad slot id ${v} is not valid: use only letters, digits, '_' and '-'.`;
    case ZOOM:
      return `Zoom ${v} is not valid: use three numbers separated by '-' or '|', e.g. '0-6-8'.`;
    default:
      return `${v} does not have the expected form (pattern ${pattern}).`;
  }
}

function requiredMessage(pointer: string, missing: string): string {
  if (pointer === '' && missing === 'schemaVersion') {
    return `Missing required field 'schemaVersion': add "schemaVersion": 1 (the current version; older descriptions are migrated from it).`;
  }
  if (MODULE_POINTER.test(pointer) && missing === 'name') return `A module needs a 'name'.`;
  if (pointer === '/layout' && missing === 'name') {
    return `The layout needs a 'name'. Allowed names: five-up, map, warnings-map, not-found, overlay.`;
  }
  return `Missing required field '${missing}'.`;
}

function unknownFieldMessage(pointer: string, field: string): string {
  const where =
    pointer === ''
      ? 'not part of a page description here'
      : `not a field of '${lastField(pointer)}' here`;
  return `Unknown field ${quote(field)} (${where}).`;
}

function count(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** One plain sentence (plus its pointer and anchor) for one ajv error. */
export function explain(error: ErrorObject, root: unknown): Explained {
  const pointer = error.instancePath;
  const value = valueAt(root, pointer);
  const p = error.params as Record<string, unknown>;
  const at = (message: string, anchor: Anchor = 'value'): Explained => ({
    pointer,
    anchor,
    message,
  });
  switch (error.keyword) {
    case 'type':
      return at(typeMessage(pointer, String(p.type).split(','), value));
    case 'enum':
      return at(enumMessage(pointer, (p.allowedValues as unknown[]) ?? [], value));
    case 'const':
      return at(constMessage(p.allowedValue, value));
    case 'pattern':
      return at(patternMessage(pointer, String(p.pattern), value));
    case 'required': {
      const missing = String(p.missingProperty);
      return {
        pointer: `${pointer}/${escapePointerSegment(missing)}`,
        anchor: 'object',
        message: requiredMessage(pointer, missing),
      };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const field = String(p.additionalProperty ?? p.unevaluatedProperty);
      return {
        pointer: `${pointer}/${escapePointerSegment(field)}`,
        anchor: 'key',
        message: unknownFieldMessage(pointer, field),
      };
    }
    case 'maxLength':
      return at(
        `Too long: ${count(String(value).length, 'character')}, at most ${String(p.limit)} allowed.`,
      );
    case 'minLength':
      return at(
        p.limit === 1
          ? 'Must not be empty.'
          : `Too short: at least ${count(Number(p.limit), 'character')} needed.`,
      );
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return at(rangeMessage(pointer, error.keyword, p.limit, value));
    case 'maxItems':
      return at(
        `Too many items: ${Array.isArray(value) ? value.length : '?'}, at most ${String(p.limit)} allowed.`,
      );
    case 'minItems':
      return at(`Too few items: at least ${String(p.limit)} needed.`);
    case 'uniqueItems':
      return at(`Items ${String(p.j)} and ${String(p.i)} are the same: each may appear only once.`);
    case 'format':
      return at(
        p.format === 'date-time'
          ? `Expected a date and time like 2026-11-22T09:00:00+13:00, found ${quote(value)}.`
          : `${quote(value)} is not a valid ${String(p.format)}.`,
      );
    case 'oneOf':
    case 'anyOf':
      return at('This does not match any of the allowed forms.');
    default:
      return at(`${(error.message ?? 'is not valid').replace(/^must/, 'Must')}.`);
  }
}

function rangeMessage(pointer: string, keyword: string, limit: unknown, value: unknown): string {
  if (pointer === '/schemaVersion' && keyword === 'maximum') {
    return `Unknown schemaVersion ${quote(value)}: this site reads version ${String(limit)} (and older versions through migrations).`;
  }
  const words: Record<string, string> = {
    minimum: 'at least',
    maximum: 'at most',
    exclusiveMinimum: 'more than',
    exclusiveMaximum: 'less than',
  };
  return `Must be ${words[keyword] ?? keyword} ${String(limit)}, found ${quote(value)}.`;
}
