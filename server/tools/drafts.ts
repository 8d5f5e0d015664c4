import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/** Largest draft accepted, in bytes of UTF-8 text: the biggest generated page is about 40 KB. */
export const DRAFT_MAX_BYTES = 256 * 1024;

export interface Draft {
  id: string;
  /** The page's url as the draft says it (or '' when the text has none), for the editor's title. */
  path: string;
  /** The description text exactly as typed: a draft with errors is kept as it is. */
  text: string;
  createdAt: string;
}

/** 16 url-safe characters from 96 random bits: a link cannot be guessed from another one. */
const DRAFT_ID = /^[A-Za-z0-9_-]{16}$/;

export function isDraftId(id: string): boolean {
  return DRAFT_ID.test(id);
}

/** Drafts in the site's database (table preview_drafts, migration 002). Never read by live routes. */
export class DraftStore {
  constructor(private readonly db: Queryable) {}

  async save(text: string, path: string): Promise<Draft> {
    const id = randomBytes(12).toString('base64url');
    const rows = await this.db.query<{ created_at: Date | string }>(
      'INSERT INTO preview_drafts (id, page_path, body) VALUES ($1, $2, $3) RETURNING created_at',
      [id, path, text],
    );
    return { id, path, text, createdAt: new Date(rows[0]?.created_at ?? Date.now()).toISOString() };
  }

  async get(id: string): Promise<Draft | undefined> {
    if (!isDraftId(id)) return undefined;
    const rows = await this.db.query<{
      page_path: string;
      body: string;
      created_at: Date | string;
    }>('SELECT page_path, body, created_at FROM preview_drafts WHERE id = $1', [id]);
    const row = rows[0];
    return row
      ? {
          id,
          path: row.page_path,
          text: row.body,
          createdAt: new Date(row.created_at).toISOString(),
        }
      : undefined;
  }
}
