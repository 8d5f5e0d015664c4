import { Actor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type {
  AnyActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { ModelPath, ModelStep } from './model-paths.ts';
import { isCopyOf, isEventOf } from './same-machine.ts';
import { checksFor } from './state-checks.ts';
import type { ReplayContext, StateChecks } from './state-checks.ts';

export interface ReplayOptions<TMachine extends AnyStateMachine> {
  /** The machine, already `.provide()`d with whatever the test fakes itself. */
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** What each state must show (see StateChecks). */
  states?: StateChecks<TMachine>;
  /** Invoked sources left alone (the test provided them); all others become controllable promises. */
  keepActors?: string[];
  /**
   * Renders what the checks look at (a UI bound to the actor, queried through the document),
   * once the actor has started; what it returns is called after the path to take it down.
   */
  mount?: (ctx: ReplayContext<TMachine>) => Unmount | Promise<Unmount>;
  /** Perform an event the way a person would (click, key); default `actor.send(event)`. */
  perform?: (event: EventFromLogic<TMachine>, ctx: ReplayContext<TMachine>) => void | Promise<void>;
  /** How long a step may take to settle (UI replays await renders). */
  settleMs?: number;
  /** Called before step `index` (0-based) is applied: QA's stepper waits here for 'Next'. */
  beforeStep?: (index: number) => void | Promise<void>;
  /** Called once step `index` reached its state and passed its checks. */
  afterStep?: (index: number, snapshot: SnapshotFrom<TMachine>) => void | Promise<void>;
}

type Unmount = (() => void | Promise<void>) | undefined;

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

function delayMs(machine: AnyStateMachine, type: string, snapshot: AnyMachineSnapshot): number {
  const name = type.slice('xstate.after.'.length).split('.')[0] ?? '';
  if (/^\d+$/.test(name)) return Number(name);
  const delay: unknown = machine.implementations.delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return Number(delay({ context: snapshot.context }));
  throw new Error(`Unknown delay '${name}' in ${type}`);
}

const sameState = (a: AnyMachineSnapshot, b: AnyMachineSnapshot): boolean =>
  JSON.stringify(a.value) === JSON.stringify(b.value) && a.status === b.status;

/** Every invoked source becomes a promise the replay resolves or rejects (done/error steps). */
function withFakeActors<TMachine extends AnyStateMachine>(
  machine: TMachine,
  keep: string[],
  pending: Map<string, Pending>,
): TMachine {
  const fakes: Record<string, AnyActorLogic> = {};
  for (const node of getStateNodes(machine.root)) {
    for (const inv of node.invoke) {
      if (typeof inv.src !== 'string' || keep.includes(inv.src)) continue;
      fakes[inv.src] = fromPromise(
        ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
      );
    }
  }
  const copy = machine.provide({ actors: fakes });
  if (!isCopyOf(machine, copy)) throw new Error('provide() returned another machine');
  return copy;
}

/** Prefixes a failed check with the state and the path, keeping the assertion's own diff. */
function located(error: unknown, where: string): unknown {
  if (error instanceof Error) error.message = `${where}: ${error.message}`;
  return error;
}

/**
 * Replays one generated path against a real actor: a SimulatedClock for `after` steps,
 * controllable promises for invoked actors (done/error steps resolve or reject them), and the
 * checks of the states it is in after the start and after every step.
 */
export async function replayPath<TMachine extends AnyStateMachine>(
  path: ModelPath<TMachine>,
  opts: ReplayOptions<TMachine>,
): Promise<SnapshotFrom<TMachine>> {
  const pending = new Map<string, Pending>();
  const machine = withFakeActors(opts.machine, opts.keepActors ?? [], pending);
  const clock = new SimulatedClock();
  const actor = new Actor<TMachine>(machine, { clock, input: opts.input });
  actor.start();
  const ctx: ReplayContext<TMachine> = { actor, clock, machine };
  let unmount: Unmount;

  const check = async (
    step: ModelStep<TMachine> | undefined,
    previous?: SnapshotFrom<TMachine>,
  ) => {
    const snapshot = actor.getSnapshot();
    const plain: AnyMachineSnapshot = snapshot;
    const event = step && isEventOf(machine, step.event) ? step.event : undefined;
    for (const [key, run] of checksFor(machine, opts.states ?? {}, plain)) {
      try {
        await run(snapshot, { ...ctx, step, event, previous });
      } catch (error) {
        const after = step ? `after '${step.event.type}'` : 'at the start';
        throw located(error, `State '${key}' ${after} (path: ${path.description})`);
      }
    }
  };

  try {
    unmount = await opts.mount?.(ctx);
    await check(undefined);
    for (const [index, step] of path.steps.entries()) {
      await opts.beforeStep?.(index);
      const { event } = step;
      const before = actor.getSnapshot();
      const plainBefore: AnyMachineSnapshot = before;
      if (event.type.startsWith('xstate.after.')) {
        clock.increment(delayMs(machine, event.type, plainBefore));
      } else if (
        event.type.startsWith('xstate.done.actor.') ||
        event.type.startsWith('xstate.error.actor.')
      ) {
        const done = event.type.startsWith('xstate.done.actor.');
        const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
        const p = pending.get(id);
        if (!p)
          throw new Error(
            `Step '${event.type}': actor '${id}' is not running (path: ${path.description})`,
          );
        pending.delete(id);
        if (done) p.resolve('output' in event ? event.output : undefined);
        else p.reject('error' in event ? event.error : undefined);
      } else if (!isEventOf(machine, event)) {
        throw new Error(`Step '${event.type}' is no event of '${machine.id}'`);
      } else if (opts.perform) {
        await opts.perform(event, ctx);
      } else {
        actor.send(event);
      }
      const target: AnyMachineSnapshot = step.snapshot;
      try {
        await waitFor(actor, (s) => sameState(s, target), {
          timeout: opts.settleMs ?? 2000,
        });
      } catch {
        const now: AnyMachineSnapshot = actor.getSnapshot();
        throw new Error(
          `After '${event.type}' expected ${JSON.stringify(target.value)} but the actor is in ${JSON.stringify(now.value)} (path: ${path.description})`,
        );
      }
      await check(step, before);
      await opts.afterStep?.(index, actor.getSnapshot());
    }
    return actor.getSnapshot();
  } finally {
    actor.stop();
    if (unmount) await unmount();
  }
}
