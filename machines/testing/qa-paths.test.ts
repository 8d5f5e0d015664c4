import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueEntry, machineCatalogue } from './catalogue.ts';
import { parsePathFile, qaPaths } from './qa-paths.ts';
import { replayPathFile } from './replay-file.ts';
import { QaSession } from './session.ts';

const PATHS_DIR = join(import.meta.dirname, '..', '..', 'tests', 'paths');
const FIXTURES = join(import.meta.dirname, '..', '..', 'tests', 'fixtures');
const read = (file: string) => parsePathFile(JSON.parse(readFileSync(file, 'utf8')));
const files = readdirSync(PATHS_DIR).filter((f) => f.endsWith('.json'));

const replayFile = replayPathFile;

describe('QA paths (tests/paths/*.json)', () => {
  it('holds at least one path for every machine of the catalogue', () => {
    const machines = new Set(files.map((f) => read(join(PATHS_DIR, f)).machine));
    expect([...machines].sort()).toEqual(machineCatalogue.map((e) => e.id).sort());
  });

  for (const name of files) {
    it(`${name} replays on its machine to the states it expects`, async () => {
      const file = read(join(PATHS_DIR, name));
      const end = await replayFile(file);
      expect(end.value).toEqual(file.states?.at(-1));
    });

    // The studio and `npm run qa:replay` replay through a QA session, which also fails a step
    // whose event the state does not take (the harness above lets XState ignore it).
    it(`${name} passes every step in a QA session, as the studio replays it`, async () => {
      const file = read(join(PATHS_DIR, name));
      const entry = catalogueEntry(file.machine)!;
      const session = QaSession.start({ entry });
      for (const [i, event] of file.events.entries()) await session.step(event, file.states?.[i]);
      expect(session.steps.filter((s) => s.status !== 'pass').map((s) => s.message)).toEqual([]);
    });
  }

  it('fails a broken path at its step, naming the states', async () => {
    const file = read(join(FIXTURES, 'qa-broken-favourites.json'));
    await expect(replayFile(file)).rejects.toThrow(
      /After 'xstate\.done\.actor\.fetchFavourite' expected \{"list":"adding".*but the actor is in \{"list":"ready"/,
    );
  });

  it('exports every generated path as a file that replays the same way', async () => {
    const entry = catalogueEntry('favourites')!;
    for (const path of qaPaths(entry)) {
      const file = parsePathFile(JSON.parse(JSON.stringify(path)));
      expect((await replayFile(file)).value).toEqual(path.states.at(-1) ?? path.initial);
    }
  });
});
