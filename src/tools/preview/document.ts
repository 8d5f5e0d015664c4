/**
 * What the editor has open (issue 23, "A document that cannot be confused"): a live page by its
 * path, a draft at one of its versions, or a new page. Each has its own address, title and place
 * in the browser's storage for unsaved changes, so the path box, the address and the text always
 * name the same document.
 */
import { SCHEMA_VERSION } from '#schemas/generated/enums.ts';

export type DocumentSource =
  /** `live` false: no page has this path yet; the editor starts a new one there. */
  | { kind: 'page'; path: string; live: boolean }
  | {
      kind: 'draft';
      id: string;
      /** The version open in the editor. */
      version: number;
      /** The draft's latest version when it was opened (or last saved here). */
      latest: number;
      path: string;
      owner: string;
    }
  | { kind: 'new' };

export interface EditorDocument {
  source: DocumentSource;
  /** The text as opened or last saved: unsaved changes are what differs from it. */
  text: string;
  /** What the editor is told when it opens. */
  message: string;
}

/** The tools' address of the document. */
export function documentAddress(source: DocumentSource): string {
  switch (source.kind) {
    case 'page':
      return `/preview/pages${source.path === '/' ? '/national' : source.path}`;
    case 'draft':
      return source.version === source.latest
        ? `/preview/drafts/${source.id}`
        : `/preview/drafts/${source.id}/versions/${source.version}`;
    case 'new':
      return '/preview/new';
  }
}

/** What the document is called in headings, prompts and messages. */
export function documentTitle(source: DocumentSource): string {
  switch (source.kind) {
    case 'page':
      return source.live ? `the page ${source.path}` : `a new page at ${source.path}`;
    case 'draft':
      return `the draft of ${source.path || 'a page'}${
        source.version === source.latest ? '' : ` (version ${source.version})`
      }`;
    case 'new':
      return 'a new page';
  }
}

/** A path as the site reads it: from a full address too; no trailing slash; '/' is /national. */
export function sitePath(typed: string): string {
  let path = typed.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    // not an address: taken as a path
  }
  path = path.split('@')[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/+$/, '');
  return path === '' ? '/national' : path;
}

/** A page that does not exist yet: the smallest valid description at `path`. */
export function newPageText(path: string): string {
  const name = path.split('/').filter(Boolean).at(-1) ?? 'new-page';
  const title = name.replace(/-+/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const description = {
    schemaVersion: SCHEMA_VERSION,
    url: path,
    type: 'content',
    name,
    title,
    layout: {
      name: 'five-up',
      primary: { main: [{ name: 'text', title, text: 'Write the page here.' }] },
    },
  };
  return JSON.stringify(description, null, 2) + '\n';
}
