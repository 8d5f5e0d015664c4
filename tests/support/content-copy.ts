import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway copy of the site's content, for a browser test that needs a page changed. */
export interface ContentCopy {
  dir: string;
  /** Rewrites one page description (its path as the site serves it) through `edit`. */
  editPage<T>(path: string, edit: (page: T) => void): Promise<void>;
  remove(): Promise<void>;
}

export async function copyContent(): Promise<ContentCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'wx-content-'));
  await cp('content', dir, { recursive: true });
  return {
    dir,
    async editPage<T>(path: string, edit: (page: T) => void) {
      const file = `${join(dir, 'pages', ...path.split('/').filter(Boolean))}.json`;
      const page = JSON.parse(await readFile(file, 'utf8')) as T;
      edit(page);
      await writeFile(file, JSON.stringify(page));
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
