import { SCHEMA_VERSION } from '#schemas/generated/enums.ts';

/**
 * Page descriptions carry `schemaVersion`; older ones are brought up to date by an ordered list of
 * small pure migrations (STYLE.md "Schemas evolve") before they are validated: in the content
 * store (so the pages API and the live site serve the current shape), the preview, the editor's
 * lint and `npm run validate`. The current version is the page schema's (SCHEMA_VERSION).
 */
export const CURRENT_SCHEMA_VERSION = SCHEMA_VERSION;

export interface Migration {
  /** Version this migration reads; it writes `from + 1`. */
  from: number;
  /** One line: what it changes. */
  description: string;
  migrate: (doc: Record<string, unknown>) => Record<string, unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The spec's slot names (pages doc section 3: left-major, right-minor...) as the engine's. */
const SPEC_SLOT_NAMES: Readonly<Record<string, string>> = {
  'left-major': 'leftMajor',
  'left-minor': 'leftMinor',
  'right-major': 'rightMajor',
  'right-minor': 'rightMinor',
};

/** Version 0 wrote the primary slots as the spec spells them; version 1 in camel case. */
const slotNamesInCamelCase: Migration = {
  from: 0,
  description: 'primary slots left-major, left-minor, right-major, right-minor become camel case',
  migrate: (doc) => {
    const layout = doc.layout;
    if (!isObject(layout) || !isObject(layout.primary)) return doc;
    const primary = Object.fromEntries(
      Object.entries(layout.primary).map(([slot, modules]) => [
        Object.hasOwn(SPEC_SLOT_NAMES, slot) ? SPEC_SLOT_NAMES[slot] : slot,
        modules,
      ]),
    );
    return { ...doc, layout: { ...layout, primary } };
  },
};

/** Ordered by `from`. Add one entry per schema version bump (and raise the schema's maximum). */
export const MIGRATIONS: readonly Migration[] = [slotNamesInCamelCase];

export type MigrationResult =
  { ok: true; value: unknown; applied: string[] } | { ok: false; reason: string };

/**
 * Migrates a parsed page description to the current schema version. A description without a
 * usable integer schemaVersion (or not an object) is returned untouched: validation reports it
 * with a located message. A version newer than this build knows, or a gap in the list, is an error.
 *
 * @example migratePageDescription({ schemaVersion: 0, layout: { primary: { 'left-major': [] } } })
 *   // { ok: true, value: { schemaVersion: 1, layout: { primary: { leftMajor: [] } } }, applied: ['v0 -> v1: ...'] }
 */
export function migratePageDescription(
  doc: unknown,
  migrations: readonly Migration[] = MIGRATIONS,
  current: number = CURRENT_SCHEMA_VERSION,
): MigrationResult {
  if (!isObject(doc)) return { ok: true, value: doc, applied: [] };
  const version = doc.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version))
    return { ok: true, value: doc, applied: [] };
  if (version > current) {
    return {
      ok: false,
      reason: `schemaVersion ${version} is newer than this site understands (${current}).`,
    };
  }
  let value = doc;
  const applied: string[] = [];
  for (let v = version; v < current; v++) {
    const step = migrations.find((m) => m.from === v);
    if (!step) return { ok: false, reason: `No migration from schemaVersion ${v} to ${v + 1}.` };
    value = { ...step.migrate(value), schemaVersion: v + 1 };
    applied.push(`v${v} -> v${v + 1}: ${step.description}`);
  }
  return { ok: true, value, applied };
}
