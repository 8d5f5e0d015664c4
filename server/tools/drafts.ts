import { randomBytes } from 'node:crypto';
import type { Draft as DraftAnswer, DraftVersion } from '#schemas/generated/types.ts';
import type { Database, Queryable } from '../db/database.ts';
import { DraftConflictError, DraftQuotaError } from './drafts-errors.ts';

export { DraftConflictError, DraftQuotaError };

/** Largest draft accepted, in bytes of UTF-8 text: the biggest generated page is about 40 KB. */
export const DRAFT_MAX_BYTES = 256 * 1024;
const DAY_MS = 86_400_000;

/** A draft as kept: the API's answer (schemas/preview-drafts.schema.json) but its share link. */
export type Draft = Omit<DraftAnswer, 'url'>;

export type DraftSummary = Omit<Draft, 'text'>;

export type { DraftVersion };

/** At most this many versions are kept per draft: the oldest go first. */
export const MAX_DRAFT_VERSIONS = 50;

export interface DraftLimits {
  /** A draft is deleted this many days after its last save (DRAFTS_EXPIRE_DAYS). */
  expireDays: number;
  /** All drafts together may hold this many bytes (DRAFTS_QUOTA_MB). */
  quotaBytes: number;
}

/** 16 url-safe characters from 96 random bits: a link cannot be guessed from another one. */
const DRAFT_ID = /^[A-Za-z0-9_-]{16}$/;

export function isDraftId(id: string): boolean {
  return DRAFT_ID.test(id);
}

/** Any fixed number: saves check the quota one at a time, on every server sharing the database. */
const SAVE_LOCK = 720_227;

type Row = {
  id: string;
  page_path: string;
  owner: string;
  created_at: Date | string;
  saved_at: Date | string;
  bytes: number;
  version: number;
};
const COLUMNS = 'id, page_path, owner, created_at, saved_at, bytes, version';

type VersionRow = { version: number; saved_at: Date | string; saved_by: string; bytes: number };
const versionOf = (row: VersionRow): DraftVersion => ({
  version: Number(row.version),
  savedAt: new Date(row.saved_at).toISOString(),
  savedBy: row.saved_by,
  bytes: Number(row.bytes),
});

/**
 * Drafts in the site's database (table preview_drafts, migrations 002 and 004), never read by live
 * routes. Bounded (issue 27, finding 3): each expires `expireDays` after its last save (an expired
 * draft is never served, and is deleted within the hour), and a save that would take all drafts
 * over `quotaBytes` is refused. Times come from `now` (tests move it), not the database clock.
 */
export class DraftStore {
  constructor(
    private readonly db: Database,
    private readonly limits: DraftLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get quotaBytes(): number {
    return this.limits.quotaBytes;
  }

  get expireDays(): number {
    return this.limits.expireDays;
  }

  private cutoff(): Date {
    return new Date(this.now() - this.limits.expireDays * DAY_MS);
  }

  private summary(row: Row): DraftSummary {
    const savedAt = new Date(row.saved_at);
    return {
      id: row.id,
      path: row.page_path,
      owner: row.owner,
      createdAt: new Date(row.created_at).toISOString(),
      savedAt: savedAt.toISOString(),
      expiresAt: new Date(savedAt.getTime() + this.limits.expireDays * DAY_MS).toISOString(),
      bytes: Number(row.bytes),
      version: Number(row.version),
    };
  }

  /** Under the save lock: expired drafts gone, and the quota checked for `bytes` more. */
  private async makeRoom(tx: Queryable, bytes: number): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SAVE_LOCK]);
    await tx.query('DELETE FROM preview_drafts WHERE saved_at <= $1', [this.cutoff()]);
    const [used] = await tx.query<{ total: string | number }>(
      'SELECT coalesce(sum(bytes), 0) AS total FROM preview_draft_versions',
    );
    const usedBytes = Number(used?.total ?? 0);
    if (usedBytes + bytes > this.limits.quotaBytes)
      throw new DraftQuotaError(usedBytes, this.limits.quotaBytes);
  }

  async save(owner: string, text: string, path: string): Promise<Draft> {
    const bytes = Buffer.byteLength(text, 'utf8');
    const id = randomBytes(12).toString('base64url');
    const at = new Date(this.now());
    const row = await this.db.transaction(async (tx) => {
      await this.makeRoom(tx, bytes);
      const rows = await tx.query<Row>(
        `INSERT INTO preview_drafts (id, page_path, body, owner, created_at, saved_at, bytes, version)
         VALUES ($1, $2, $3, $4, $5, $5, $6, 1) RETURNING ${COLUMNS}`,
        [id, path, text, owner, at, bytes],
      );
      await tx.query(
        `INSERT INTO preview_draft_versions (draft_id, version, body, bytes, saved_at, saved_by)
         VALUES ($1, 1, $2, $3, $4, $5)`,
        [id, text, bytes, at, owner],
      );
      return rows[0] as Row;
    });
    return { ...this.summary(row), text };
  }

  /**
   * Saves `text` as the draft's next version, when `baseVersion` (the version the editor started
   * from) is still its latest; otherwise refuses with DraftConflictError, saving nothing. Any
   * editor may save a draft shared with them; each version names who saved it.
   */
  async update(
    id: string,
    editor: string,
    text: string,
    path: string,
    baseVersion: number,
  ): Promise<Draft | undefined> {
    if (!isDraftId(id)) return undefined;
    const bytes = Buffer.byteLength(text, 'utf8');
    const at = new Date(this.now());
    const row = await this.db.transaction(async (tx) => {
      await this.makeRoom(tx, bytes);
      const [current] = await tx.query<Row>(
        `SELECT ${COLUMNS} FROM preview_drafts WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!current) return undefined;
      const latest = Number(current.version);
      if (latest !== baseVersion) {
        const [saved] = await tx.query<VersionRow>(
          `SELECT version, saved_at, saved_by, bytes FROM preview_draft_versions
           WHERE draft_id = $1 AND version = $2`,
          [id, latest],
        );
        throw new DraftConflictError(
          baseVersion,
          saved ? versionOf(saved) : { version: latest, savedAt: '', savedBy: '', bytes: 0 },
        );
      }
      const rows = await tx.query<Row>(
        `UPDATE preview_drafts SET body = $2, page_path = $3, saved_at = $4, bytes = $5,
         version = version + 1, save_order = nextval('preview_draft_saves')
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, text, path, at, bytes],
      );
      await tx.query(
        `INSERT INTO preview_draft_versions (draft_id, version, body, bytes, saved_at, saved_by)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, latest + 1, text, bytes, at, editor],
      );
      await tx.query('DELETE FROM preview_draft_versions WHERE draft_id = $1 AND version <= $2', [
        id,
        latest + 1 - MAX_DRAFT_VERSIONS,
      ]);
      return rows[0] as Row;
    });
    return row ? { ...this.summary(row), text } : undefined;
  }

  /** The draft's versions, newest first, without their texts; undefined for no such draft. */
  async versions(id: string): Promise<DraftVersion[] | undefined> {
    if (!(await this.get(id))) return undefined;
    const rows = await this.db.query<VersionRow>(
      `SELECT version, saved_at, saved_by, bytes FROM preview_draft_versions
       WHERE draft_id = $1 ORDER BY version DESC`,
      [id],
    );
    return rows.map(versionOf);
  }

  /** One version of a draft that has not expired, with its text. */
  async version(id: string, version: number): Promise<DraftVersion | undefined> {
    if (!(await this.get(id))) return undefined;
    const [row] = await this.db.query<VersionRow & { body: string }>(
      `SELECT version, saved_at, saved_by, bytes, body FROM preview_draft_versions
       WHERE draft_id = $1 AND version = $2`,
      [id, version],
    );
    return row ? { ...versionOf(row), text: row.body } : undefined;
  }

  /** A draft that has not expired, by id: anyone with the tools' editor role may open a link. */
  async get(id: string): Promise<Draft | undefined> {
    if (!isDraftId(id)) return undefined;
    const rows = await this.db.query<Row & { body: string }>(
      `SELECT ${COLUMNS}, body FROM preview_drafts WHERE id = $1 AND saved_at > $2`,
      [id, this.cutoff()],
    );
    const row = rows[0];
    return row ? { ...this.summary(row), text: row.body } : undefined;
  }

  /** `owner`'s page drafts (not QA's saved paths), last saved first, without their text. */
  async list(owner: string): Promise<DraftSummary[]> {
    const rows = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM preview_drafts
       WHERE owner = $1 AND saved_at > $2 AND page_path NOT LIKE 'qa:%'
       ORDER BY saved_at DESC, save_order DESC`,
      [owner, this.cutoff()],
    );
    return rows.map((row) => this.summary(row));
  }

  /** Deletes `owner`'s draft; says why not otherwise (nothing to delete, or someone else's). */
  async remove(id: string, owner: string): Promise<'deleted' | 'missing' | 'not-yours'> {
    const draft = await this.get(id);
    if (!draft) return 'missing';
    if (draft.owner !== owner) return 'not-yours';
    await this.db.query('DELETE FROM preview_drafts WHERE id = $1 AND owner = $2', [id, owner]);
    return 'deleted';
  }

  /** Bytes held by drafts that have not expired, every version of each. */
  async usedBytes(): Promise<number> {
    const [row] = await this.db.query<{ total: string | number }>(
      `SELECT coalesce(sum(v.bytes), 0) AS total FROM preview_draft_versions v
       JOIN preview_drafts d ON d.id = v.draft_id WHERE d.saved_at > $1`,
      [this.cutoff()],
    );
    return Number(row?.total ?? 0);
  }

  /**
   * Deletes expired drafts. The embedded database runs no autovacuum, so there the table is
   * vacuumed after a deletion, or the space of the deleted texts would never be reused.
   */
  async prune(): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM preview_drafts WHERE saved_at <= $1 RETURNING id',
      [this.cutoff()],
    );
    if (rows.length > 0 && this.db.kind === 'pglite') await this.db.query('VACUUM preview_drafts');
    return rows.length;
  }
}
