import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { catalogueEntry, machineCatalogue } from './catalogue.ts';
import { parsePathFile } from './qa-paths.ts';
import { regionDiff, regionStates } from './regions.ts';
import { QaSession, stateLabel, stepBack } from './session.ts';
import { coverageWalk, randomWalk } from './walks.ts';
import { replayPathFile } from './replay-file.ts';

const entry = (id: string) => catalogueEntry(id)!;
const favourites = entry('favourites');
const fixture = (name: string) =>
  parsePathFile(
    JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'tests', name), 'utf8')),
  );

describe('regions', () => {
  it('reads a parallel state region by region and names what differs', () => {
    const m = favourites.model.machine;
    const value = { list: 'ready', popover: 'hidden', values: 'current', sync: 'idle' };
    expect(regionStates(m, value)).toEqual([
      { region: 'list', state: 'ready' },
      { region: 'popover', state: 'hidden' },
      { region: 'values', state: 'current' },
      { region: 'sync', state: 'idle' },
    ]);
    expect(regionDiff(m, { ...value, list: 'adding' }, value)).toEqual([
      { region: 'list', expected: 'adding', actual: 'ready' },
    ]);
    expect(stateLabel(entry('search').model.machine, { searching: 'waiting' })).toBe(
      'searching.waiting',
    );
  });
});

describe('QA session', () => {
  it('fails the broken fixture at step 3 with the actual state and the regions that differ', async () => {
    const file = fixture('fixtures/qa-broken-favourites.json');
    const s = QaSession.start({ entry: favourites });
    for (const [i, event] of file.events.entries()) await s.step(event, file.states?.[i]);
    expect(s.steps.map((x) => x.status)).toEqual(['pass', 'pass', 'fail']);
    const failed = s.steps[2]!;
    expect(failed.actual).toEqual({
      list: 'ready',
      popover: 'shown',
      values: 'current',
      sync: 'saving',
    });
    expect(failed.message).toContain('list: expected adding, is ready');
    expect(failed.edges.length).toBeGreaterThan(0);
  });

  it('lists the events the state takes, sends one, steps back and saves a path that replays', async () => {
    let s = QaSession.start({ entry: favourites });
    const types = s.enabled().map((e) => e.event.type);
    expect(types).toContain('xstate.done.actor.loadFavourites');
    expect(types).not.toContain('favourites.add');
    await s.step(s.enabled().find((e) => e.kind === 'answer')!.event);
    await s.step({
      type: 'favourites.add',
      favouriteKey: 'towns-cities/wellington',
    } as EventObject);
    await s.step({
      type: 'favourites.remove',
      favouriteKey: 'towns-cities/auckland',
    } as EventObject);
    expect(s.steps.map((x) => x.status)).toEqual(['pass', 'pass', 'pass']);
    const second = s.steps[1]!.actual;
    s = await stepBack(s);
    expect([s.steps.length, s.snapshot.value]).toEqual([2, second]);
    const file = parsePathFile(JSON.parse(JSON.stringify(s.toPathFile('Saved session'))));
    expect((await replayPathFile(file)).value).toEqual(file.states?.at(-1));
  });

  it('refuses, naming the step, an event the state does not take and a payload of the wrong type', async () => {
    const s = QaSession.start({ entry: favourites });
    const refused = await s.step({ type: 'favourites.reset' });
    expect(refused).toMatchObject({ status: 'fail', refused: true });
    expect(refused.message).toMatch(
      /^Step 1: list\.loading .* does not accept 'favourites\.reset'/,
    );
    const wrong = await s.step({
      type: 'favourites.reorder',
      from: '0',
      to: 1,
      topCount: 2,
    } as EventObject);
    expect(wrong.message).toBe(
      "Step 2: 'favourites.reorder': 'from' must be a number (e.g. 0), not a string",
    );
    const unknown = await s.step({ type: 'favourites.launch' });
    expect(unknown.message).toBe(
      "Step 3: 'favourites.launch' is no event of the favourites machine",
    );
    expect(s.snapshot.value).toEqual({
      list: 'loading',
      popover: 'hidden',
      values: 'current',
      sync: 'idle',
    });
  });
});

describe('walks', () => {
  it('a random walk is the same for the same seed and replays', async () => {
    const a = randomWalk(favourites, 7, 25);
    expect(a.file.events.length).toBe(25);
    expect(randomWalk(favourites, 7, 25).file).toEqual(a.file);
    expect(randomWalk(favourites, 8, 25).file).not.toEqual(a.file);
    expect((await replayPathFile(a.file)).value).toEqual(a.file.states?.at(-1));
  });

  // One run cannot take both branches of a one-way choice (a warnings entry asked without a
  // location fails for good): such walks stop and say so.
  const oneRun = ['search', 'warnings', 'ads', 'legend', 'video-player', 'avalanche', 'feed-list'];
  for (const m of machineCatalogue) {
    it(`a coverage walk of ${m.id} covers what one run can reach and replays`, async () => {
      const walk = coverageWalk(m);
      if (oneRun.includes(m.id))
        expect([walk.stop, walk.covered]).toEqual(['edge_coverage(100) reached', walk.total]);
      else expect(walk.stop).toBe('no transition left that the walk can reach');
      expect((await replayPathFile(walk.file)).value).toEqual(walk.file.states?.at(-1));
    });
  }

  it('stops at length(N) before full coverage', () => {
    const walk = coverageWalk(entry('legend'), 100, 3);
    expect([walk.file.events.length, walk.stop]).toEqual([3, 'length(3) reached']);
    expect(walk.covered).toBeLessThan(walk.total);
  });
});
