import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  assertValidPage,
  locationsJson,
  pageFile,
  removeStale,
  toJson,
  writeIfChanged,
} from './output.ts';

describe('output helpers', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'content-build-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('maps urls to page files', () => {
    expect(pageFile('/towns-cities/locations/auckland')).toBe(
      'towns-cities/locations/auckland.json',
    );
    expect(pageFile('/national')).toBe('national.json');
  });

  it('removes stale files only inside generated folders', () => {
    mkdirSync(join(dir, 'towns-cities', 'locations'), { recursive: true });
    mkdirSync(join(dir, 'warnings'), { recursive: true });
    for (const f of [
      'towns-cities/locations/auckland.json',
      'towns-cities/locations/gone.json',
      'towns-cities.json',
      'warnings/home.json',
    ])
      writeFileSync(join(dir, f), '{}');
    const removed = removeStale(dir, new Set(['towns-cities/locations/auckland.json']));
    expect(removed).toEqual(['towns-cities/locations/gone.json']);
    expect(existsSync(join(dir, 'towns-cities/locations/auckland.json'))).toBe(true);
    expect(existsSync(join(dir, 'towns-cities.json'))).toBe(true);
    expect(existsSync(join(dir, 'warnings/home.json'))).toBe(true);
  });

  it('writes pretty JSON with a trailing newline, and only when it changed', () => {
    const path = join(dir, 'a', 'b.json');
    expect(toJson({ a: 1 })).toBe('{\n  "a": 1\n}\n');
    expect(writeIfChanged(path, toJson({ a: 1 }))).toBe(true);
    expect(writeIfChanged(path, toJson({ a: 1 }))).toBe(false);
    expect(writeIfChanged(path, toJson({ a: 2 }))).toBe(true);
  });

  it('writes locations one per line', () => {
    const text = locationsJson([
      {
        key: 'a',
        type: 'rural',
        label: 'A',
        url: '/rural/regions/a',
        region: 'Otago',
        lat: -45,
        lon: 170,
      },
    ]);
    expect(text.split('\n')).toHaveLength(4);
    expect(JSON.parse(text)).toHaveLength(1);
  });

  it('names the file and pointer of an invalid page', () => {
    const page = {
      schemaVersion: 1,
      url: '/x',
      type: 'x',
      name: 'x',
      title: 'X',
      layout: { name: 'three-up' },
    };
    expect(() => assertValidPage('x.json', page)).toThrow(/x\.json[\s\S]*\/layout\/name/);
  });
});
