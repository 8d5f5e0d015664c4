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
import { validatePageDescription } from '#schemas/generated/validators.js';
import type { PageDescription } from '#schemas/generated/types.ts';
import { collapseErrors } from './collapse-errors.ts';
import { explain, pointerSegments, type Anchor } from './messages.ts';
import { explainSyntaxError } from './json-syntax.ts';

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

export type TextValidation =
  { ok: true; value: PageDescription } | { ok: false; issues: ValidationIssue[] };

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

function schemaIssues(text: string, file: string, value: unknown): ValidationIssue[] {
  const errors = validatePageDescription.errors ?? [];
  const document = parseForLocations(text);
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const kept of collapseErrors(errors, value)) {
    const explained = explain(kept.error, value);
    const message = kept.message ?? explained.message;
    const key = `${explained.pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({
      file,
      ...locate(document, explained.pointer, explained.anchor),
      pointer: explained.pointer,
      message,
    });
  }
  if (issues.length === 0) {
    // The validator said no without saying why; never report "ok" for a rejected page.
    issues.push({
      file,
      line: 1,
      column: 1,
      pointer: '',
      message: 'This page description is not valid.',
    });
  }
  return issues.sort((a, b) => a.line - b.line || a.column - b.column);
}

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
  if (validatePageDescription(value)) return { ok: true, value: value as PageDescription };
  return { ok: false, issues: schemaIssues(source, file, value) };
}
