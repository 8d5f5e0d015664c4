import { Actor, fromPromise, SimulatedClock } from 'xstate';
import type {
  AnyActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  InputFrom,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { isCopyOf, isEventOf } from './same-machine.ts';

/**
 * A real actor of a machine under test: a SimulatedClock for `after` steps and every invoked
 * source (but `keepActors`) replaced by a promise the harness resolves or rejects, so a step
 * named `xstate.done.actor.<id>` or `xstate.error.actor.<id>` answers that request. The model
 * tests, the QA studio and its replays all apply steps through this one function.
 */
export interface Harness<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  clock: SimulatedClock;
  /** The machine as run: the given one with the fake actors provided. */
  machine: TMachine;
  /** Invoke ids whose request waits for an answer (a done or error step). */
  pending(): string[];
  /**
   * Applies one step. A machine event goes to `perform` (a click in a UI) or straight to the
   * actor; throws, naming the step, when it cannot be applied here.
   */
  apply(event: EventObject, perform?: (event: EventObject) => void | Promise<void>): Promise<void>;
}

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

export interface HarnessOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  input?: InputFrom<TMachine>;
  keepActors?: string[];
}

/** The delay in ms of an `xstate.after.<delay>.<state id>` event, in the state `snapshot`. */
export function delayMs(
  machine: AnyStateMachine,
  type: string,
  snapshot: AnyMachineSnapshot,
): number {
  const name = type.slice('xstate.after.'.length).split('.')[0] ?? '';
  if (/^\d+$/.test(name)) return Number(name);
  const delay: unknown = machine.implementations.delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return Number(delay({ context: snapshot.context }));
  throw new Error(`Unknown delay '${name}' in ${type}`);
}

/** The invoke id a done or error step answers, or null for any other event. */
export function answeredActor(type: string): { id: string; done: boolean } | null {
  const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  return m ? { id: m[2]!, done: m[1] === 'done' } : null;
}

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

/** Starts the machine on a simulated clock with controllable fakes for its requests. */
export function startHarness<TMachine extends AnyStateMachine>(
  opts: HarnessOptions<TMachine>,
): Harness<TMachine> {
  const pending = new Map<string, Pending>();
  const machine = withFakeActors(opts.machine, opts.keepActors ?? [], pending);
  const clock = new SimulatedClock();
  const actor = new Actor<TMachine>(machine, { clock, input: opts.input });
  actor.start();
  return {
    actor,
    clock,
    machine,
    pending: () => [...pending.keys()],
    async apply(event, perform) {
      const before: AnyMachineSnapshot = actor.getSnapshot();
      const answered = answeredActor(event.type);
      if (event.type.startsWith('xstate.after.')) {
        clock.increment(delayMs(machine, event.type, before));
      } else if (answered) {
        const p = pending.get(answered.id);
        if (!p) throw new Error(`Step '${event.type}': actor '${answered.id}' is not running here`);
        pending.delete(answered.id);
        if (answered.done) p.resolve('output' in event ? event.output : undefined);
        else p.reject('error' in event ? event.error : undefined);
      } else if (!isEventOf(machine, event)) {
        throw new Error(`Step '${event.type}' is no event of '${machine.id}'`);
      } else if (perform) {
        await perform(event);
      } else {
        actor.send(event);
      }
    },
  };
}
