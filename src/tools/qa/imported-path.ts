import type { PathFile } from '#machines/testing/qa-paths.ts';

/** The path id under which an imported or recorded file is replayed (/qa/:machine/paths/file). */
export const IMPORTED_PATH_ID = 'file';
const KEY = 'qa.importedPath';

/** Kept for the tab's session, so a reload of the replay page keeps the file. */
export function storeImportedPath(file: PathFile): void {
  sessionStorage.setItem(KEY, JSON.stringify(file));
}

export function readImportedPath(): unknown {
  const text = sessionStorage.getItem(KEY);
  return text === null ? null : JSON.parse(text);
}
