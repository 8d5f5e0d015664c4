import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { pageEditorExtensions } from './editor-extensions.ts';
import { nodeAtPath, offsetOf, pathAt } from './json-paths.ts';
import type { JsonPath } from './json-paths.ts';

export interface JsonEditorHandle {
  /** Replaces the whole text (opening a page or a file): a new document, not an edit. */
  replaceAll(text: string): void;
  /** Sets (or, with undefined, removes) the value at `path`, keeping the rest of the text as typed. */
  setAt(path: JsonPath, value: unknown): void;
  /** Puts the cursor at line:column and focuses the editor. */
  jumpTo(line: number, column: number): void;
}

interface Props {
  initialText: string;
  onChange(text: string): void;
  /** The JSON path under the cursor, as the cursor moves. */
  onCursor(path: JsonPath): void;
}

/**
 * The CodeMirror editor, uncontrolled: React never re-renders its text, so typing, the cursor and
 * undo history stay the editor's own; changes from the form and the page loader are edits to it.
 */
export const JsonEditor = forwardRef<JsonEditorHandle, Props>(function JsonEditor(
  { initialText, onChange, onCursor },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
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
    // The editor is created once; later texts arrive through replaceAll.
  }, []);

  useImperativeHandle(ref, () => ({
    replaceAll(text) {
      const editor = view.current;
      if (!editor) return;
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
    },
    setAt(path, value) {
      const editor = view.current;
      if (!editor) return;
      const { state } = editor;
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
      const text = JSON.stringify(value);
      if (node) {
        // The edit is shown: the cursor goes to it, so the editor scrolls there.
        editor.dispatch({
          changes: { from: node.from, to: node.to, insert: text },
          selection: { anchor: node.from + text.length },
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
      const insert = `${hasMembers ? ',' : ''}\n${indent}${JSON.stringify(String(path.at(-1)))}: ${text}\n${indent.slice(2)}`;
      const from = owner.from + 1 + body.length;
      editor.dispatch({
        changes: { from, to: close, insert },
        selection: { anchor: from + insert.trimEnd().length },
        scrollIntoView: true,
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
