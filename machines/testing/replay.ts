import { waitFor } from 'xstate';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { startHarness } from './harness.ts';
import type { ModelPath, ModelStep } from './model-paths.ts';
import { diffText, regionDiff } from './regions.ts';
import { isEventOf } from './same-machine.ts';
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

const sameState = (a: AnyMachineSnapshot, b: AnyMachineSnapshot): boolean =>
  JSON.stringify(a.value) === JSON.stringify(b.value) && a.status === b.status;

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
  const harness = startHarness({
    machine: opts.machine,
    input: opts.input,
    keepActors: opts.keepActors,
  });
  const { actor, clock, machine } = harness;
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
      try {
        await harness.apply(
          event,
          opts.perform && isEventOf(machine, event)
            ? (e) => opts.perform!(e as EventFromLogic<TMachine>, ctx)
            : undefined,
        );
      } catch (error) {
        throw located(error, `Path: ${path.description}`);
      }
      const target: AnyMachineSnapshot = step.snapshot;
      try {
        await waitFor(actor, (s) => sameState(s, target), {
          timeout: opts.settleMs ?? 2000,
        });
      } catch {
        const now: AnyMachineSnapshot = actor.getSnapshot();
        const diff = regionDiff(machine, target.value, now.value);
        throw new Error(
          `After '${event.type}' expected ${JSON.stringify(target.value)} but the actor is in ${JSON.stringify(now.value)}${diff.length ? ` (${diffText(diff)})` : ''} (path: ${path.description})`,
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
