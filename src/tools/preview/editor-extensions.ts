/**
 * CodeMirror extensions for page descriptions: completion of property names and enum values, and
 * hover docs, from the schemas (schema-help.ts); inline lint from the very validator the server
 * and `npm run validate` use (validatePageDescriptionText).
 */
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { autocompletion } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import type { Diagnostic } from '@codemirror/lint';
import { linter, lintGutter } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { hoverTooltip } from '@codemirror/view';
import { allIssues, validatePageDescriptionText } from '#engine/validate-text.ts';
import { MODULE_NAMES } from '#schemas/generated/catalogue.ts';
import { offsetOf, pathAt } from './json-paths.ts';
import { schemaAt } from './schema-help.ts';

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function complete(context: CompletionContext): CompletionResult | null {
  const word = context.matchBefore(/"?[\w-]*/);
  if (!word || (word.from === word.to && !context.explicit)) return null;
  const { state } = context;
  const root = parsed(state.doc.toString());
  const { path, onName } = pathAt(state, context.pos);
  const before = state.sliceDoc(Math.max(0, word.from - 40), word.from);
  // After a ':' we complete the value; otherwise the name of a property.
  const isValue = !onName && /:\s*$/.test(before);
  if (isValue) {
    const schema = schemaAt(path, root);
    let values = schema?.enumValues ?? [];
    if (path.at(-1) === 'name' && schemaAt(path.slice(0, -1), root)?.properties.hideModule)
      values = [...MODULE_NAMES];
    if (values.length === 0) return null;
    return {
      from: word.from,
      options: values.map((v) => ({ label: JSON.stringify(v), type: 'enum' })),
    };
  }
  const objectPath = onName ? path.slice(0, -1) : path;
  const schema = schemaAt(objectPath, root);
  if (!schema) return null;
  const options: Completion[] = Object.entries(schema.properties).map(([name, p]) => ({
    label: JSON.stringify(name),
    type: 'property',
    detail: schema.required.has(name) ? 'required' : undefined,
    info: p.schema.description,
    apply: `${JSON.stringify(name)}: `,
  }));
  return { from: word.from, options };
}

const hover = hoverTooltip((view, pos) => {
  const { path } = pathAt(view.state, pos);
  if (path.length === 0) return null;
  const schema = schemaAt(path, parsed(view.state.doc.toString()));
  const doc = schema?.description;
  const values = schema?.enumValues;
  if (!doc && !values) return null;
  return {
    pos,
    create() {
      const dom = document.createElement('div');
      dom.className = 'tools-hover';
      const title = document.createElement('strong');
      title.textContent = String(path.at(-1));
      dom.append(title);
      if (doc) dom.append(Object.assign(document.createElement('p'), { textContent: doc }));
      if (values && values.length <= 30)
        dom.append(
          Object.assign(document.createElement('p'), {
            textContent: `One of: ${values.map((v) => JSON.stringify(v)).join(', ')}`,
          }),
        );
      return { dom };
    },
  };
});

/** Diagnostics for the whole text: the page's problems and its modules'. */
export const pageLinter = linter(
  (view): Diagnostic[] =>
    allIssues(validatePageDescriptionText(view.state.doc.toString(), 'preview')).map((issue) => {
      const from = offsetOf(view.state, issue.line, issue.column);
      const line = view.state.doc.lineAt(from);
      return {
        from,
        to: Math.min(view.state.doc.length, Math.max(from + 1, Math.min(line.to, from + 40))),
        severity: 'error',
        message: `${issue.pointer || '/'}: ${issue.message}`,
      };
    }),
  { delay: 300 },
);

export function pageEditorExtensions(): Extension[] {
  return [json(), pageLinter, lintGutter(), autocompletion({ override: [complete] }), hover];
}
