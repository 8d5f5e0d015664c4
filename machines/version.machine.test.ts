import { createActor, fromPromise } from 'xstate';
import type { EventObject, SnapshotFrom } from 'xstate';
import { versionModel, VERSION_NOW } from './testing/catalogue.ts';
import { describeModel } from './testing/describe-model.ts';
import type { CheckContext } from './testing/state-checks.ts';
import {
  RELOAD_GUARD_MS,
  reloadReasons,
  versionMachine,
  type ReloadRecord,
  type VersionCheckOutput,
} from './version.machine.ts';

const NOW = VERSION_NOW;
const logs: Array<[string, string]> = [];
const reloads: number[] = [];
const saved: ReloadRecord[] = [];
let reloadedOnPath = false;
const machine = versionMachine.provide({
  actions: {
    log: (_, p) => void logs.push([p.level, p.message]),
    reload: () => void reloads.push(1),
    saveReload: (_, record) => void saved.push(record),
  },
});

type At = CheckContext<typeof machine>;
type Snap = SnapshotFrom<typeof machine>;

/** What holds after any step, whatever the state: the answer's reason, the log, no loop. */
function afterAnyStep(s: Snap, at: At): void {
  const c = s.context;
  const e = at.step?.event as (EventObject & { output?: VersionCheckOutput }) | undefined;
  if (!at.step) {
    reloads.length = 0;
    saved.length = 0;
    logs.length = 0;
    reloadedOnPath = false;
    return;
  }
  if (e?.type === 'xstate.done.actor.fetch') {
    const out = e.output as VersionCheckOutput;
    const differs = out.redirected || out.version === '13.0.8';
    expect(s.matches('idle')).toBe(!differs);
    if (out.redirected) expect(c.reason).toBe(reloadReasons.redirected);
    else if (differs) expect(c.reason).toBe(reloadReasons.newVersion('13.0.8', '13.0.7'));
  }
  if (at.event?.type === 'version.chunkFailed')
    expect(c.reason).toBe(reloadReasons.chunk('HTTP 404'));
  // Never a loop: one reload at most on any path, and only once the page went to reloading.
  if (s.matches('reloading')) reloadedOnPath = true;
  expect(reloads).toHaveLength(reloadedOnPath ? 1 : 0);
}

describeModel('version', versionModel, {
  // The catalogue's model with the effects this test records.
  machine,
  states: {
    idle: (s, at) => {
      afterAnyStep(s, at);
      if (at.step?.event.type === 'xstate.error.actor.fetch') {
        expect(logs.at(-1)).toEqual([
          'warn',
          'Version check failed (offline); carrying on with this version.',
        ]);
      }
    },
    // Asking for the version never reloads by itself (afterAnyStep counts the reloads).
    checking: afterAnyStep,
    reloading: (s, at) => {
      afterAnyStep(s, at);
      // Reloads once, having written down which version did it and said why.
      expect(reloads).toHaveLength(1);
      expect(saved).toEqual([{ version: '13.0.7', at: NOW }]);
      expect(logs.at(-1)?.[0]).toBe('info');
      expect(logs.at(-1)?.[1]).toMatch(/^Reloading: /);
    },
    blocked: (s, at) => {
      afterAnyStep(s, at);
      expect(reloads.length).toBeLessThanOrEqual(1);
      expect(logs.at(-1)?.[0]).toBe('warn');
      expect(logs.at(-1)?.[1]).toMatch(/^Not reloading: this page \(version 13\.0\.7\)/);
    },
  },
});

describe('version reload loop guard', () => {
  const start = (lastReload: ReloadRecord | null, now: number) => {
    const reloaded: string[] = [];
    const actor = createActor(
      versionMachine.provide({
        actors: {
          fetchVersion: fromPromise<VersionCheckOutput>(async () => ({
            redirected: false,
            version: '13.0.8',
          })),
        },
        actions: { reload: ({ context }) => void reloaded.push(context.reason ?? '') },
      }),
      { input: { clientVersion: '13.0.7', lastReload, now: () => now } },
    ).start();
    return { actor, reloaded };
  };

  it('does not reload again when this version forced a reload within the guard window', () => {
    const { actor, reloaded } = start({ version: '13.0.7', at: NOW }, NOW + RELOAD_GUARD_MS - 1);
    actor.send({ type: 'version.chunkFailed', message: 'gone' });
    expect(actor.getSnapshot().value).toBe('blocked');
    expect(reloaded).toEqual([]);
  });

  it('reloads once more after the window, or when the earlier reload was by another version', () => {
    const later = start({ version: '13.0.7', at: NOW }, NOW + RELOAD_GUARD_MS);
    later.actor.send({ type: 'version.chunkFailed', message: 'gone' });
    expect(later.reloaded).toHaveLength(1);
    const other = start({ version: '13.0.6', at: NOW }, NOW);
    other.actor.send({ type: 'version.chunkFailed', message: 'gone' });
    expect(other.reloaded).toHaveLength(1);
  });

  it('compares semantic versions, not strings', async () => {
    const { actor, reloaded } = start(null, NOW);
    const same = createActor(
      versionMachine.provide({
        actors: {
          fetchVersion: fromPromise<VersionCheckOutput>(async () => ({
            redirected: false,
            version: '13.0.7+build.5',
          })),
        },
        actions: { reload: () => void reloaded.push('same') },
      }),
      { input: { clientVersion: '13.0.7' } },
    ).start();
    same.send({ type: 'version.check' });
    actor.send({ type: 'version.check' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('reloading'));
    await vi.waitFor(() => expect(same.getSnapshot().value).toBe('idle'));
    expect(reloaded).toEqual([reloadReasons.newVersion('13.0.8', '13.0.7')]);
  });
});
