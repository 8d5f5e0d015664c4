/**
 * Unsaved changes kept in the browser (issue 23): the text of each open document as typed, by the
 * document's identity, until it is saved or discarded; the editor offers it back when the
 * document is opened again. Storage is passed in (localStorage in the app), as a small adapter.
 */
import type { DocumentSource } from './document.ts';

export interface UnsavedChanges {
  text: string;
  /** When it was last kept (ms). */
  at: number;
  /** For a draft: the version the changes were made on. */
  baseVersion?: number;
}

const PREFIX = 'wx-preview:unsaved:';

/** One place per document: a page by its path, a draft by its id (whatever version), a new page. */
export function unsavedKey(source: DocumentSource): string {
  switch (source.kind) {
    case 'page':
      return `${PREFIX}page:${source.path}`;
    case 'draft':
      return `${PREFIX}draft:${source.id}`;
    case 'new':
      return `${PREFIX}new`;
  }
}

export function readUnsaved(storage: Storage, source: DocumentSource): UnsavedChanges | null {
  try {
    const value = JSON.parse(storage.getItem(unsavedKey(source)) ?? 'null') as unknown;
    const v = value as Partial<UnsavedChanges> | null;
    return v && typeof v.text === 'string' && typeof v.at === 'number'
      ? {
          text: v.text,
          at: v.at,
          ...(typeof v.baseVersion === 'number' ? { baseVersion: v.baseVersion } : {}),
        }
      : null;
  } catch {
    return null; // a record from elsewhere, or no storage: nothing to offer
  }
}

/**
 * Keeps `text` for the document, or forgets it when it is the saved text. False when the browser
 * would not keep it (storage full or off): the editor says so.
 */
export function keepUnsaved(
  storage: Storage,
  source: DocumentSource,
  text: string,
  savedText: string,
  at: number,
): boolean {
  try {
    if (text === savedText) storage.removeItem(unsavedKey(source));
    else {
      const record: UnsavedChanges = {
        text,
        at,
        ...(source.kind === 'draft' ? { baseVersion: source.version } : {}),
      };
      storage.setItem(unsavedKey(source), JSON.stringify(record));
    }
    return true;
  } catch {
    return false;
  }
}

export function forgetUnsaved(storage: Storage, source: DocumentSource): void {
  try {
    storage.removeItem(unsavedKey(source));
  } catch {
    // nothing kept, nothing to forget
  }
}
