import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { ModelPath, ModelStep } from './model-paths.ts';

export interface ReplayContext<TMachine extends AnyStateMachine = AnyStateMachine> {
  actor: AnyActorRef;
  clock: SimulatedClock;
  machine: TMachine;
}

export interface ReplayOptions<TMachine extends AnyStateMachine> {
  /** The machine, already `.provide()`d with whatever the test fakes itself. */
  machine: TMachine;
  input?: unknown;
  /** Invoked sources left alone (the test provided them); all others become controllable promises. */
  keepActors?: string[];
  /** Perform an event the way a person would (click, key); default `actor.send(event)`. */
  perform?: (event: EventObject, ctx: ReplayContext<TMachine>) => void | Promise<void>;
  /** Assert what the state must show, after the initial state and after every step. */
  check?: (
    actual: AnyMachineSnapshot,
    step: ModelStep | undefined,
    ctx: ReplayContext<TMachine>,
  ) => void | Promise<void>;
  /** How long a step may take to settle (UI replays await renders). */
  settleMs?: number;
}

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

function delayMs(machine: AnyStateMachine, type: string, snapshot: AnyMachineSnapshot): number {
  const name = type.slice('xstate.after.'.length).split('.')[0] ?? '';
  if (/^\d+$/.test(name)) return Number(name);
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function')
    return (delay as (a: unknown) => number)({ context: snapshot.context });
  throw new Error(`Unknown delay '${name}' in ${type}`);
}

const sameState = (a: AnyMachineSnapshot, b: AnyMachineSnapshot): boolean =>
  JSON.stringify(a.value) === JSON.stringify(b.value) && a.status === b.status;

/**
 * Replays one generated path against a real actor: a SimulatedClock for `after` steps,
 * controllable promises for invoked actors (done/error steps resolve or reject them).
 */
export async function replayPath<TMachine extends AnyStateMachine>(
  path: ModelPath,
  opts: ReplayOptions<TMachine>,
): Promise<AnyMachineSnapshot> {
  const pending = new Map<string, Pending>();
  const srcs = new Set<string>();
  for (const node of getStateNodes(opts.machine.root)) {
    for (const inv of node.invoke) if (typeof inv.src === 'string') srcs.add(inv.src);
  }
  const fakes: Record<string, unknown> = {};
  for (const src of srcs) {
    if (opts.keepActors?.includes(src)) continue;
    fakes[src] = fromPromise(
      ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
    );
  }
  const machine = opts.machine.provide({ actors: fakes } as never) as TMachine;
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: opts.input } as never);
  const ctx: ReplayContext<TMachine> = { actor, clock, machine };
  actor.start();
  await opts.check?.(actor.getSnapshot(), undefined, ctx);

  for (const step of path.steps) {
    const { event } = step;
    const before = actor.getSnapshot() as AnyMachineSnapshot;
    if (event.type.startsWith('xstate.after.')) {
      clock.increment(delayMs(machine, event.type, before));
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
      if (done) p.resolve((event as { output?: unknown }).output);
      else p.reject((event as { error?: unknown }).error);
    } else if (opts.perform) {
      await opts.perform(event, ctx);
    } else {
      actor.send(event as never);
    }
    try {
      await waitFor(actor, (s: AnyMachineSnapshot) => sameState(s, step.snapshot), {
        timeout: opts.settleMs ?? 2000,
      });
    } catch {
      const now = actor.getSnapshot() as AnyMachineSnapshot;
      throw new Error(
        `After '${event.type}' expected ${JSON.stringify(step.snapshot.value)} but the actor is in ${JSON.stringify(now.value)} (path: ${path.description})`,
      );
    }
    await opts.check?.(actor.getSnapshot(), step, ctx);
  }
  const last = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return last;
}
