/**
 * Between places in the editor's text and JSON paths, through CodeMirror's JSON syntax tree (so it
 * works on text that does not parse yet): which path the cursor is on, and where a path's value is.
 */
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';

export type JsonPath = (string | number)[];

/** The whole tree: the editor parses lazily, but a path far down the text must still be found. */
function fullTree(state: EditorState) {
  return ensureSyntaxTree(state, state.doc.length, 200) ?? syntaxTree(state);
}

const VALUE_TYPES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function propertyName(state: EditorState, property: SyntaxNode): string | undefined {
  const name = property.getChild('PropertyName');
  if (!name) return undefined;
  try {
    return JSON.parse(state.sliceDoc(name.from, name.to)) as string;
  } catch {
    return undefined;
  }
}

/** The path of the innermost value holding `pos`, and whether `pos` is on a property's name. */
export function pathAt(state: EditorState, pos: number): { path: JsonPath; onName: boolean } {
  let node: SyntaxNode | null = fullTree(state).resolveInner(pos, -1);
  const path: JsonPath = [];
  const onName = node.name === 'PropertyName';
  for (; node; node = node.parent) {
    const parent = node.parent;
    if (node.name === 'Property') {
      const name = propertyName(state, node);
      if (name !== undefined) path.unshift(name);
    } else if (parent?.name === 'Array' && VALUE_TYPES.has(node.name)) {
      let index = 0;
      for (let sibling = node.prevSibling; sibling; sibling = sibling.prevSibling)
        if (VALUE_TYPES.has(sibling.name)) index += 1;
      path.unshift(index);
    }
  }
  return { path, onName };
}

/** The value node at `path`, or undefined when the text has none there. */
export function nodeAtPath(state: EditorState, path: readonly (string | number)[]) {
  let node: SyntaxNode | null = fullTree(state).topNode.firstChild;
  for (const segment of path) {
    if (!node) return undefined;
    let next: SyntaxNode | null = null;
    if (node.name === 'Object' && typeof segment === 'string') {
      for (const p of node.getChildren('Property')) {
        if (propertyName(state, p) === segment) next = p.lastChild; // the last one wins, like JSON.parse
      }
    } else if (node.name === 'Array' && /^\d+$/.test(String(segment))) {
      let index = 0;
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (!VALUE_TYPES.has(child.name)) continue;
        if (index++ === Number(segment)) next = child;
      }
    }
    node = next;
  }
  return node ?? undefined;
}

/** 'a/b~c' segments of a JSON pointer ('/layout/primary/0'). Numbers stay strings. */
export function pointerToPath(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function pathToPointer(path: readonly (string | number)[]): string {
  return path.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** Offset of 1-based line:column in the document (clamped to it). */
export function offsetOf(state: EditorState, line: number, column: number): number {
  const l = state.doc.line(Math.min(Math.max(line, 1), state.doc.lines));
  return Math.min(l.from + Math.max(column - 1, 0), l.to);
}
