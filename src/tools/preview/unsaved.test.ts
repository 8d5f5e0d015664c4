import { describe, expect, it } from 'vitest';
import type { DocumentSource } from './document.ts';
import { documentAddress, documentTitle, newPageText, sitePath } from './document.ts';
import { forgetUnsaved, keepUnsaved, readUnsaved } from './unsaved.ts';

function memory(limit = Infinity): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > limit) throw new DOMException('full', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

const radar: DocumentSource = { kind: 'page', path: '/maps-radar/rain/radar', live: true };
const draft: DocumentSource = {
  kind: 'draft',
  id: 'AAAAAAAAAAAAAAAA',
  version: 2,
  latest: 3,
  path: '/national',
  owner: 'ana',
};

describe('documents', () => {
  it('have an address, a title and a path as the site reads it', () => {
    expect(documentAddress(radar)).toBe('/preview/pages/maps-radar/rain/radar');
    expect(documentAddress(draft)).toBe('/preview/drafts/AAAAAAAAAAAAAAAA/versions/2');
    expect(documentAddress({ ...draft, version: 3 })).toBe('/preview/drafts/AAAAAAAAAAAAAAAA');
    expect(documentTitle(draft)).toBe('the draft of /national (version 2)');
    expect(sitePath('http://localhost:3000/towns-cities/locations/auckland/@x')).toBe(
      '/towns-cities/locations/auckland',
    );
    expect(sitePath('rural/')).toBe('/rural');
    expect(sitePath('/')).toBe('/national');
    expect(JSON.parse(newPageText('/news/storm-update'))).toMatchObject({
      url: '/news/storm-update',
      title: 'Storm update',
    });
  });
});

describe('unsaved changes in the browser', () => {
  it('keeps the text of each document apart, and forgets it once it is the saved text', () => {
    const storage = memory();
    expect(keepUnsaved(storage, radar, '{"edited":1}', '{}', 10)).toBe(true);
    expect(keepUnsaved(storage, draft, '{"draft":1}', '{}', 20)).toBe(true);
    expect(readUnsaved(storage, radar)).toEqual({ text: '{"edited":1}', at: 10 });
    expect(readUnsaved(storage, { ...draft, version: 3 })).toEqual({
      text: '{"draft":1}',
      at: 20,
      baseVersion: 2,
    });
    keepUnsaved(storage, radar, '{}', '{}', 30);
    expect(readUnsaved(storage, radar)).toBeNull();
    forgetUnsaved(storage, draft);
    expect(readUnsaved(storage, draft)).toBeNull();
  });

  it('says when the browser will not keep them, and ignores what it cannot read', () => {
    const storage = memory(10);
    expect(keepUnsaved(storage, radar, 'x'.repeat(100), '{}', 1)).toBe(false);
    storage.setItem('wx-preview:unsaved:new', 'not json');
    expect(readUnsaved(storage, { kind: 'new' })).toBeNull();
  });
});
