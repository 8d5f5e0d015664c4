/**
 * Page descriptions carry `schemaVersion`; older ones are brought up to date by an ordered list of
 * small pure migrations (STYLE.md "Schemas evolve"). Only version 1 exists, so the list is empty;
 * the mechanism is tested with injected migrations.
 */

export const CURRENT_SCHEMA_VERSION = 1;

export interface Migration {
  /** Version this migration reads; it writes `from + 1`. */
  from: number;
  /** One line: what it changes. */
  description: string;
  migrate: (doc: Record<string, unknown>) => Record<string, unknown>;
}

/** Ordered by `from`. Add one entry per schema version bump. */
export const MIGRATIONS: readonly Migration[] = [];

export type MigrationResult =
  { ok: true; value: unknown; applied: string[] } | { ok: false; reason: string };

/**
 * Migrates a parsed page description to the current schema version. A description without a
 * usable integer schemaVersion (or not an object) is returned untouched: validation reports it
 * with a located message. A version newer than this build knows, or a gap in the list, is an error.
 *
 * @example migratePageDescription({ schemaVersion: 0, ... }, [v0ToV1], 1) // { ok: true, value: { schemaVersion: 1, ... }, applied: ['v0 -> v1: ...'] }
 */
export function migratePageDescription(
  doc: unknown,
  migrations: readonly Migration[] = MIGRATIONS,
  current: number = CURRENT_SCHEMA_VERSION,
): MigrationResult {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    return { ok: true, value: doc, applied: [] };
  const version = (doc as { schemaVersion?: unknown }).schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version))
    return { ok: true, value: doc, applied: [] };
  if (version > current) {
    return {
      ok: false,
      reason: `schemaVersion ${version} is newer than this site understands (${current}).`,
    };
  }
  let value = doc as Record<string, unknown>;
  const applied: string[] = [];
  for (let v = version; v < current; v++) {
    const step = migrations.find((m) => m.from === v);
    if (!step) return { ok: false, reason: `No migration from schemaVersion ${v} to ${v + 1}.` };
    value = { ...step.migrate(value), schemaVersion: v + 1 };
    applied.push(`v${v} -> v${v + 1}: ${step.description}`);
  }
  return { ok: true, value, applied };
}
