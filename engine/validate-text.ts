/**
 * Validates the text of a page description for people: every problem with file, line:column,
 * JSON pointer and a plain message (issue 2). Shared by `npm run validate`, the server and the
 * editor preview, so it only uses the precompiled validator (nothing compiles at run time) and
 * nothing Node-specific.
 *
 * The happy path is JSON.parse plus the validator; the text is parsed again with momoa, for
 * locations, only when something is wrong.
 */
import { parse as parseJson } from '@humanwhocodes/momoa';
import type { AnyNode, DocumentNode } from '@humanwhocodes/momoa';
import type { ErrorObject } from 'ajv';
import { isModuleName, MODULE_NAMES } from '#schemas/generated/catalogue.ts';
import { moduleValidators } from '#schemas/generated/module-validators.js';
import { validateModuleConfig, validatePageDescription } from '#schemas/generated/validators.js';
import type { PageDescription } from '#schemas/generated/types.ts';
import { collapseErrors } from '#schemas/collapse-errors.ts';
import { pointerSegments, type Anchor } from '#schemas/messages.ts';
import { explainSyntaxError } from '#schemas/json-syntax.ts';
import { unknownModuleMessage } from './closest-names.ts';
import { explainError } from './explain.ts';
import { migratePageDescription } from './migrations.ts';
import { configErrors } from './module-check.ts';
import { writtenModules } from './page-modules.ts';

/** The most modules one page may hold, nested ones included (a town page has about ten). */
export const MAX_PAGE_MODULES = 200;

export interface ValidationIssue {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** JSON pointer of the value at fault ('' is the whole document). */
  pointer: string;
  message: string;
}

/**
 * `ok` says whether the page itself is valid (it can be served); its modules' problems are
 * `moduleIssues`: such modules are dropped when served (shown as placeholders in preview).
 */
export type TextValidation =
  | { ok: true; value: PageDescription; moduleIssues: ValidationIssue[] }
  | { ok: false; issues: ValidationIssue[] };

/** `file:line:column pointer message`, the one-line form editors and terminals link to. */
export function formatIssue(issue: ValidationIssue): string {
  return `${issue.file}:${issue.line}:${issue.column} ${issue.pointer || '/'} ${issue.message}`;
}

type Located = { line: number; column: number };

function at(node: AnyNode): Located {
  return { line: node.loc.start.line, column: node.loc.start.column };
}

/**
 * Where a pointer lands in the tree: the deepest node that exists on the way (a missing field is
 * reported at the object that should hold it). Duplicate keys resolve to the last one, as
 * JSON.parse does.
 */
function locate(document: DocumentNode | undefined, pointer: string, anchor: Anchor): Located {
  if (!document) return { line: 1, column: 1 };
  const segments = pointerSegments(pointer);
  // For 'object' and 'key' anchors the last segment names a member of the object we stop at.
  const walk = anchor === 'value' ? segments : segments.slice(0, -1);
  let node: AnyNode = document.body;
  for (const segment of walk) {
    const next = child(node, segment);
    if (!next) break;
    node = next;
  }
  if (anchor === 'key' && node.type === 'Object') {
    const name = segments.at(-1);
    const member = node.members.findLast((m) => m.name.type === 'String' && m.name.value === name);
    if (member) return at(member.name);
  }
  return at(node);
}

function child(node: AnyNode, segment: string): AnyNode | undefined {
  if (node.type === 'Object') {
    return node.members.findLast((m) => m.name.type === 'String' && m.name.value === segment)
      ?.value;
  }
  if (node.type === 'Array' && /^(?:0|[1-9]\d*)$/.test(segment))
    return node.elements[Number(segment)]?.value;
  return undefined;
}

function parseForLocations(text: string): DocumentNode | undefined {
  try {
    return parseJson(text);
  } catch {
    return undefined; // JSON.parse accepted it, so we can still report, just at 1:1
  }
}

/**
 * Located, de-duplicated issues for ajv errors about `root` (checked against `schemaId`), which
 * sits at `prefix` in the document.
 */
function explainedIssues(
  errors: readonly ErrorObject[],
  root: unknown,
  schemaId: string,
  prefix: string,
  document: DocumentNode | undefined,
  file: string,
): ValidationIssue[] {
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const kept of collapseErrors(errors, root)) {
    const explained = explainError(kept.error, root, schemaId);
    const message = kept.message ?? explained.message;
    const pointer = prefix + explained.pointer;
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ file, ...locate(document, pointer, explained.anchor), pointer, message });
  }
  return issues;
}

/** Without a known name, the fields every module shares are all that can be checked. */
function sharedFieldIssues(
  config: object,
  pointer: string,
  document: DocumentNode | undefined,
  file: string,
): ValidationIssue[] {
  if (validateModuleConfig(config)) return [];
  const shared = (validateModuleConfig.errors ?? []).filter(
    (e) => !e.instancePath.startsWith('/name') && e.params.missingProperty !== 'name',
  );
  return explainedIssues(shared, config, 'module-config.schema.json', pointer, document, file);
}

/**
 * Each module config against its own schema (module-check.ts rules: with a dataUrl the data's
 * fields may be missing but not wrong), and its name against the catalogue.
 */
function moduleIssues(
  value: unknown,
  document: () => DocumentNode | undefined,
  file: string,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const { pointer, config } of writtenModules(value)) {
    // The page does not judge its modules (slot-module.schema.json): each is checked here.
    if (typeof config !== 'object' || config === null || Array.isArray(config)) {
      const message = 'A module must be an object with a \'name\', like { "name": "text" }.';
      issues.push({ file, ...locate(document(), pointer, 'value'), pointer, message });
      continue;
    }
    const name = (config as { name?: unknown }).name;
    if (typeof name !== 'string' || name === '') {
      const where = `${pointer}/name`;
      const anchor = name === undefined ? 'object' : 'value';
      const message = "A module needs a 'name'.";
      issues.push({ file, ...locate(document(), where, anchor), pointer: where, message });
      issues.push(...sharedFieldIssues(config, pointer, document(), file));
      continue;
    }
    if (!isModuleName(name)) {
      const where = `${pointer}/name`;
      issues.push({
        file,
        ...locate(document(), where, 'value'),
        pointer: where,
        message: unknownModuleMessage(name, MODULE_NAMES),
      });
      issues.push(...sharedFieldIssues(config, pointer, document(), file));
      continue;
    }
    const errors = configErrors(moduleValidators[name], config);
    if (errors.length) {
      const schemaId = `module-${name}.schema.json`;
      issues.push(...explainedIssues(errors, config, schemaId, pointer, document(), file));
    }
  }
  return issues;
}

const byPlace = (a: ValidationIssue, b: ValidationIssue): number =>
  a.line - b.line || a.column - b.column;

/**
 * Parses and validates the text of one page description.
 * @example validatePageDescriptionText('{"schemaVersion":1}', 'content/pages/x.json')
 *   // -> { ok: false, issues: [{ line: 1, column: 1, pointer: '/url', message: "Missing required field 'url'." }, ...] }
 */
export function validatePageDescriptionText(text: string, file: string): TextValidation {
  // Editors on some systems save a byte-order mark; it is not part of the JSON.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    const fault = explainSyntaxError(
      source,
      error instanceof Error ? error.message : String(error),
    );
    return {
      ok: false,
      issues: [
        { file, line: fault.line, column: fault.column, pointer: '', message: fault.message },
      ],
    };
  }
  let parsed: DocumentNode | undefined | null = null;
  const document = () => (parsed === null ? (parsed = parseForLocations(source)) : parsed);
  // An older version is brought up to date first; a newer one is left to the schema to refuse.
  const migrated = migratePageDescription(value);
  if (migrated.ok) value = migrated.value;
  // A page of more modules than any page needs would cost the server dearly to render (issue 27,
  // finding 1): the page itself is at fault, before any module is checked.
  const count = writtenModules(value).length;
  if (count > MAX_PAGE_MODULES) {
    const message = `This page holds ${count} modules, tab panels included; a page may hold at most ${MAX_PAGE_MODULES}.`;
    return { ok: false, issues: [{ file, line: 1, column: 1, pointer: '', message }] };
  }
  const modules = moduleIssues(value, document, file);
  if (validatePageDescription(value)) {
    return { ok: true, value: value as PageDescription, moduleIssues: modules.sort(byPlace) };
  }
  const page = explainedIssues(
    validatePageDescription.errors ?? [],
    value,
    'page-description.schema.json',
    '',
    document(),
    file,
  );
  if (page.length === 0) {
    // The validator said no without saying why; never report "ok" for a rejected page.
    page.push({
      file,
      line: 1,
      column: 1,
      pointer: '',
      message: 'This page description is not valid.',
    });
  }
  // The common module fields are in both the page's and the module's schema: say it once.
  const said = new Set(page.map((i) => `${i.pointer}\u0000${i.message}`));
  const more = modules.filter((i) => !said.has(`${i.pointer}\u0000${i.message}`));
  return { ok: false, issues: [...page, ...more].sort(byPlace) };
}

/** Every issue of a validation: the page's, or its modules' when the page itself is valid. */
export function allIssues(result: TextValidation): ValidationIssue[] {
  return result.ok ? result.moduleIssues : result.issues;
}
