import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { Compartment } from '@codemirror/state';
import { pageEditorExtensions } from './editor-extensions.ts';
import { nodeAtPath, offsetOf, pathAt } from './json-paths.ts';
import type { JsonPath } from './json-paths.ts';

export interface JsonEditorHandle {
  /** Replaces the whole text, as one edit (undo brings the old text back). */
  replaceText(text: string): void;
  /** Sets (or, with undefined, removes) the value at `path`, keeping the rest of the text as typed. */
  replaceAt(path: JsonPath, value: unknown): void;
  /** Puts the cursor on the value at `path` and scrolls it into view, without taking the focus. */
  reveal(path: JsonPath): void;
  /** Puts the cursor at line:column and focuses the editor. */
  jumpTo(line: number, column: number): void;
}

interface Props {
  /** The document's text when it opens; a new document is a new editor (a fresh undo history). */
  initialText: string;
  wrap: boolean;
  onChange(text: string): void;
  /** The JSON path under the cursor, as the cursor moves. */
  onCursor(path: JsonPath): void;
}

/** JSON of `value` laid out as the text around it is: two spaces a level from `indent`. */
function pretty(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).split('\n').join(`\n${indent}`);
}

/**
 * The CodeMirror editor, uncontrolled: React never re-renders its text, so typing, the cursor and
 * undo history stay the editor's own; changes from the form, the palette and the preview are
 * edits to it, each one undo step.
 */
export const JsonEditor = forwardRef<JsonEditorHandle, Props>(function JsonEditor(
  { initialText, wrap, onChange, onCursor },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const wrapping = useRef(new Compartment());
  const callbacks = useRef({ onChange, onCursor });
  callbacks.current = { onChange, onCursor };

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      doc: initialText,
      parent: host.current,
      extensions: [
        basicSetup,
        ...pageEditorExtensions(),
        wrapping.current.of(wrap ? EditorView.lineWrapping : []),
        EditorView.contentAttributes.of({ 'aria-label': 'Page description (JSON)' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          if (update.selectionSet || update.docChanged)
            callbacks.current.onCursor(pathAt(update.state, update.state.selection.main.head).path);
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // One editor per document: the page gives a new document a new editor (its key).
  }, []);

  useEffect(() => {
    view.current?.dispatch({
      effects: wrapping.current.reconfigure(wrap ? EditorView.lineWrapping : []),
    });
  }, [wrap]);

  const replaceText = (text: string) => {
    const editor = view.current;
    editor?.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  };

  useImperativeHandle(ref, () => ({
    replaceText,
    replaceAt(path, value) {
      const editor = view.current;
      if (!editor) return;
      const { state } = editor;
      if (path.length === 0) {
        replaceText(JSON.stringify(value, null, 2) + '\n');
        return;
      }
      const node = nodeAtPath(state, path);
      if (value === undefined) {
        const property = node?.parent;
        if (!property || property.name !== 'Property') return;
        const before = state.sliceDoc(0, property.from).search(/,\s*$/);
        const from = before >= 0 ? before : property.from;
        const after =
          before >= 0
            ? property.to
            : property.to + (/^\s*,?\s*/.exec(state.sliceDoc(property.to))?.[0].length ?? 0);
        editor.dispatch({ changes: { from, to: after } });
        return;
      }
      if (node) {
        const indent = /^\s*/.exec(state.doc.lineAt(node.from).text)?.[0] ?? '';
        const text = pretty(value, indent);
        // The edit is shown: the cursor goes to it, so the editor scrolls there.
        editor.dispatch({
          changes: { from: node.from, to: node.to, insert: text },
          selection: { anchor: node.from },
          scrollIntoView: true,
        });
        return;
      }
      const owner = nodeAtPath(state, path.slice(0, -1));
      if (!owner || owner.name !== 'Object') return;
      const close = owner.to - 1;
      const indent = (/^\s*/.exec(state.doc.lineAt(owner.from).text)?.[0] ?? '') + '  ';
      const hasMembers = owner.getChild('Property') !== null;
      const body = state.sliceDoc(owner.from + 1, close).replace(/\s+$/, '');
      const member = `${JSON.stringify(String(path.at(-1)))}: ${pretty(value, indent)}`;
      const insert = `${hasMembers ? ',' : ''}\n${indent}${member}\n${indent.slice(2)}`;
      const from = owner.from + 1 + body.length;
      editor.dispatch({
        changes: { from, to: close, insert },
        selection: { anchor: from + insert.indexOf(member) },
        scrollIntoView: true,
      });
    },
    reveal(path) {
      const editor = view.current;
      const node = editor && nodeAtPath(editor.state, path);
      if (!editor || !node) return;
      // Just inside the value, so the cursor's path is the value's own.
      const at = Math.min(node.from + 1, node.to);
      editor.dispatch({
        selection: { anchor: at },
        effects: EditorView.scrollIntoView(at, { y: 'start', yMargin: 24 }),
      });
    },
    jumpTo(line, column) {
      const editor = view.current;
      if (!editor) return;
      const pos = offsetOf(editor.state, line, column);
      editor.dispatch({
        selection: { anchor: pos },
        effects: EditorView.scrollIntoView(pos, { y: 'center' }),
      });
      editor.focus();
    },
  }));

  return <div className="tools-editor" ref={host} />;
});
