import { matchesState } from 'xstate';
import type {
  Actor,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  SimulatedClock,
  SnapshotFrom,
  StateValueFrom,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { ModelStep } from './model-paths.ts';

/**
 * Per-state assertions, as xstate's `testPath(path, { states })` takes them. A key names a state
 * node by its path below the machine's root, dotted: `'idle'`, `'loading.tree'` (a child state),
 * `'list.adding'` (a region of a parallel machine, then its state). After the initial state and
 * after every step of a replayed path, the check of every state the snapshot is in runs, outer
 * states first. Every leaf state (one without children) needs its own check; a compound state's
 * check is optional and runs whenever any of its children is active. Keys are typed from the
 * machine's state value (a misspelt state does not compile) and checked again when the test starts.
 */
export type StateChecks<TMachine extends AnyStateMachine> = {
  [K in StateKey<TMachine>]?: StateCheck<TMachine>;
};

/** Every state's key ('loading', 'loading.tree'), from the machine's state value type. */
export type StateKey<TMachine extends AnyStateMachine> = DottedPaths<StateValueFrom<TMachine>>;
type DottedPaths<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]: K | `${K}.${DottedPaths<V[K]>}` }[keyof V & string]
    : never;

export type StateCheck<TMachine extends AnyStateMachine> = (
  snapshot: SnapshotFrom<TMachine>,
  at: CheckContext<TMachine>,
) => void | Promise<void>;

/** What the replay is running: the real actor and its simulated clock. */
export interface ReplayContext<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  clock: SimulatedClock;
  /** The machine as run: the test's machine with the harness's fake actors provided. */
  machine: TMachine;
}

export interface CheckContext<TMachine extends AnyStateMachine> extends ReplayContext<TMachine> {
  /** The step that led here; undefined for the initial state. */
  step: ModelStep<TMachine> | undefined;
  /** That step's event when it is one of the machine's own (not xstate's done/error/after). */
  event: EventFromLogic<TMachine> | undefined;
  /** The snapshot before that step; undefined for the initial state. */
  previous: SnapshotFrom<TMachine> | undefined;
}

/** The key of a state node: its path below the root, dotted. */
const keyOf = (path: string[]): string => path.join('.');

/** Every state's key, outer states before the states inside them. */
export function stateKeys(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => keyOf(node.path));
}

/** Leaf states (no child states) that have no check of their own, as keys. */
export function statesWithoutCheck(machine: AnyStateMachine, checks: object): string[] {
  return getStateNodes(machine.root)
    .filter((node) => Object.keys(node.states).length === 0)
    .map((node) => keyOf(node.path))
    .filter((key) => !Object.hasOwn(checks, key));
}

/** Throws on a key that names no state (a typo would otherwise check nothing). */
export function assertKnownKeys(machine: AnyStateMachine, checks: object): void {
  const known = new Set(stateKeys(machine));
  const unknown = Object.keys(checks).filter((key) => !known.has(key));
  if (unknown.length)
    throw new Error(
      `State checks for states '${machine.id}' does not have: ${unknown.join(', ')} (known: ${[...known].join(', ')})`,
    );
}

/** The checks that apply to a snapshot, outer states first. */
export function checksFor<TMachine extends AnyStateMachine>(
  machine: AnyStateMachine,
  checks: StateChecks<TMachine>,
  snapshot: AnyMachineSnapshot,
): Array<[string, StateCheck<TMachine>]> {
  const out: Array<[string, StateCheck<TMachine>]> = [];
  const byKey = new Map<string, StateCheck<TMachine> | undefined>(Object.entries(checks));
  for (const key of stateKeys(machine)) {
    const check = byKey.get(key);
    if (check && matchesState(key, snapshot.value)) out.push([key, check]);
  }
  return out;
}
