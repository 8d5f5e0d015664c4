import { EditorState } from '@codemirror/state';
import { json } from '@codemirror/lang-json';
import { nodeAtPath, pathAt } from './json-paths.ts';
import { moduleSchema, schemaAt } from './schema-help.ts';

describe('what the schemas say at a place in a page description', () => {
  const page = { layout: { name: 'five-up', primary: { main: [{ name: 'text', text: 'Hi' }] } } };

  it('gives the layout names to choose from, with their description', () => {
    const layoutName = schemaAt(['layout', 'name'], page);
    expect(layoutName?.enumValues).toEqual(expect.arrayContaining(['five-up', 'not-found']));
  });

  it("follows a module's own schema by its name, with the shared module fields", () => {
    const text = schemaAt(['layout', 'primary', 'main', 0], page);
    expect(text?.required.has('text')).toBe(true);
    expect(Object.keys(text?.properties ?? {})).toEqual(
      expect.arrayContaining(['text', 'title', 'urlSlug', 'hideModule']),
    );
    expect(text?.properties.urlSlug?.schema.description).toMatch(/Anchor/);
  });

  it('falls back to the shared module fields for an unknown module', () => {
    expect(Object.keys(moduleSchema('nope').properties)).toEqual(
      expect.arrayContaining(['name', 'title', 'hideWhen']),
    );
  });
});

describe('places in the JSON text', () => {
  const text = JSON.stringify(
    { layout: { primary: { main: [{ name: 'text', title: 'A' }] } } },
    null,
    2,
  );
  const state = EditorState.create({ doc: text, extensions: [json()] });

  it('names the path under the cursor, even inside arrays', () => {
    const at = text.indexOf('"A"') + 1;
    expect(pathAt(state, at).path).toEqual(['layout', 'primary', 'main', 0, 'title']);
  });

  it("finds a path's value in the text", () => {
    const node = nodeAtPath(state, ['layout', 'primary', 'main', '0', 'name']);
    expect(node && state.sliceDoc(node.from, node.to)).toBe('"text"');
  });
});
