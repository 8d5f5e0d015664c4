import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { PathFile } from '#machines/testing/qa-paths.ts';

export type StepState = 'pending' | 'running' | 'pass' | 'fail';
export interface StepStatus {
  state: StepState;
  /** Why it failed: the expected and the actual state, or what the UI showed instead. */
  message?: string;
  /** The actor's state value after the step. */
  reached?: string;
}
export interface ReplayState {
  status: 'starting' | 'paused' | 'running' | 'passed' | 'failed';
  steps: StepStatus[];
  /** A failure before the first step (unknown machine, a path the machine cannot take). */
  message?: string;
  /** Ids of the state nodes the actor is in, for the diagram. */
  active: ReadonlySet<string>;
}

export interface ReplayHooks {
  onChange(state: ReplayState): void;
  /** Mounts the real UI bound to the actor; returns how to take it down. */
  mount?(actor: AnyActorRef): () => void;
  /** What the UI shows that disagrees with the actor's snapshot, or null. */
  checkUi?(snapshot: AnyMachineSnapshot): Promise<string | null>;
}

export interface ReplayControl {
  /** Applies the next step, then pauses again. */
  next(): void;
  /** Applies every remaining step. */
  runToEnd(): void;
  /** Abandons the replay (the page is leaving). */
  stop(): void;
}

class Cancelled extends Error {}

/**
 * Replays a path on the real machine in this page with the harness the tests use (replayPath: a
 * SimulatedClock, controllable fake actors for the network), pausing before each step until QA
 * asks for the next one. Storage writes go to memory, never to QA's own favourites.
 */
export function startReplay(file: PathFile, hooks: ReplayHooks): ReplayControl {
  let state: ReplayState = {
    status: 'starting',
    steps: file.events.map(() => ({ state: 'pending' })),
    active: new Set(),
  };
  const set = (patch: Partial<ReplayState>) => hooks.onChange((state = { ...state, ...patch }));
  const setStep = (i: number, s: StepStatus) =>
    set({ steps: state.steps.map((old, j) => (j === i ? s : old)) });
  let auto = false;
  let cancelled = false;
  let release: (() => void) | null = null;
  let current = -1;
  const go = () => {
    const r = release;
    release = null;
    r?.();
  };

  void (async () => {
    const [{ catalogueEntry }, { modelPathOf }, { replayPath }, { activeNodeIds }, storage] =
      await Promise.all([
        import('#machines/testing/catalogue.ts'),
        import('#machines/testing/qa-paths.ts'),
        import('#machines/testing/replay.ts'),
        import('#machines/testing/model-paths.ts'),
        import('#machines/storage.ts'),
      ]);
    const entry = catalogueEntry(file.machine);
    if (!entry) return set({ status: 'failed', message: `No machine '${file.machine}'.` });
    storage.storage.setAdapter(storage.memoryStorage());
    const machine = entry.model.machine;
    const describeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
    try {
      const path = modelPathOf(entry, file);
      await replayPath(path, {
        machine,
        input: entry.model.input,
        keepActors: entry.keepActors,
        mount: ({ actor }) => {
          set({ active: activeNodeIds(machine, actor.getSnapshot()) });
          return hooks.mount?.(actor);
        },
        beforeStep: async (i) => {
          if (!auto && !cancelled) {
            set({ status: 'paused' });
            await new Promise<void>((r) => (release = r));
          }
          if (cancelled) throw new Cancelled();
          current = i;
          set({ status: 'running' });
          setStep(i, { state: 'running' });
        },
        afterStep: async (i, snapshot) => {
          const problem = (await hooks.checkUi?.(snapshot)) ?? null;
          set({ active: activeNodeIds(machine, snapshot) });
          if (problem) throw new Error(problem);
          setStep(i, { state: 'pass', reached: describeState(snapshot) });
        },
      });
      set({ status: 'passed' });
    } catch (e) {
      if (e instanceof Cancelled) return;
      const message = e instanceof Error ? e.message : String(e);
      if (current < 0) set({ status: 'failed', message });
      else {
        setStep(current, { state: 'fail', message });
        set({ status: 'failed' });
      }
    } finally {
      storage.storage.setAdapter(null);
    }
  })();

  return {
    next: go,
    runToEnd() {
      auto = true;
      go();
    },
    stop() {
      cancelled = true;
      go();
    },
  };
}
