import { CURRENT_SCHEMA_VERSION, MIGRATIONS, migratePageDescription } from './migrations.ts';
import type { Migration } from './migrations.ts';

// A fake version 0 where the layout was called 'template'.
const v0: Migration = {
  from: 0,
  description: "rename 'template' to 'layout'",
  migrate: ({ template, ...rest }) => ({ ...rest, layout: template }),
};

describe('migratePageDescription', () => {
  it('leaves a current description alone', () => {
    const doc = { schemaVersion: CURRENT_SCHEMA_VERSION, url: '/national' };
    expect(migratePageDescription(doc)).toEqual({ ok: true, value: doc, applied: [] });
  });

  it('has one migration per version below the current one', () => {
    expect(MIGRATIONS.map((m) => m.from)).toEqual(
      Array.from({ length: CURRENT_SCHEMA_VERSION }, (_, v) => v),
    );
  });

  it("migrates version 0's spec slot names (left-major...) to the engine's", () => {
    const doc = {
      schemaVersion: 0,
      layout: { name: 'five-up', primary: { main: [], 'left-major': [{ name: 'text' }] } },
    };
    expect(migratePageDescription(doc)).toEqual({
      ok: true,
      value: {
        schemaVersion: 1,
        layout: { name: 'five-up', primary: { main: [], leftMajor: [{ name: 'text' }] } },
      },
      applied: [expect.stringMatching(/^v0 -> v1: primary slots left-major/)],
    });
  });

  it('runs the migrations in order up to the current version, without changing the input', () => {
    const doc = { schemaVersion: 0, url: '/national', template: { name: 'five-up' } };
    const result = migratePageDescription(doc, [v0], 1);
    expect(result).toEqual({
      ok: true,
      value: { schemaVersion: 1, url: '/national', layout: { name: 'five-up' } },
      applied: ["v0 -> v1: rename 'template' to 'layout'"],
    });
    expect(doc).toHaveProperty('template');
  });

  it('chains several versions', () => {
    const v1: Migration = {
      from: 1,
      description: 'add type',
      migrate: (d) => ({ ...d, type: 'national' }),
    };
    const result = migratePageDescription({ schemaVersion: 0, template: 'x' }, [v0, v1], 2);
    expect(result.ok && result.value).toEqual({ schemaVersion: 2, layout: 'x', type: 'national' });
  });

  it('reports a gap and a version from the future', () => {
    expect(migratePageDescription({ schemaVersion: 0 }, [], 1)).toEqual({
      ok: false,
      reason: 'No migration from schemaVersion 0 to 1.',
    });
    expect(migratePageDescription({ schemaVersion: 2 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('newer'),
    });
  });

  it('leaves a missing or odd schemaVersion to validation', () => {
    for (const doc of [
      { url: '/x' },
      { schemaVersion: '1' },
      { schemaVersion: 0.5 },
      null,
      [1],
      'text',
    ]) {
      expect(migratePageDescription(doc)).toEqual({ ok: true, value: doc, applied: [] });
    }
  });
});
