import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  SnapshotFrom,
} from 'xstate';

/**
 * The harness runs `.provide()`d copies of the test's machine (fake actors) and walks xstate's
 * graph, and both hand back loosely typed machines and snapshots when the machine type is generic.
 * `.provide()` keeps the machine's config, and the config fixes states, context and events, so
 * these run-time checks narrow such values back to the test's own machine type.
 */

/** A `.provide()`d copy of `machine`: same config, other implementations. */
export function isCopyOf<T extends AnyStateMachine>(machine: T, copy: AnyStateMachine): copy is T {
  return copy.config === machine.config;
}

/** A snapshot of `machine` or of one of its copies. */
export function isSnapshotOf<T extends AnyStateMachine>(
  machine: T,
  snapshot: AnyMachineSnapshot,
): snapshot is SnapshotFrom<T> {
  return snapshot.machine.config === machine.config;
}

/** `snapshot` typed as a snapshot of `machine`; throws when it belongs to another machine. */
export function snapshotOf<T extends AnyStateMachine>(
  machine: T,
  snapshot: AnyMachineSnapshot,
): SnapshotFrom<T> {
  if (!isSnapshotOf(machine, snapshot))
    throw new Error(`A snapshot of '${snapshot.machine.id}' is not one of '${machine.id}'`);
  return snapshot;
}

/** An event the machine declares a transition for (its own events, not xstate's internal ones). */
export function isEventOf<T extends AnyStateMachine>(
  machine: T,
  event: EventObject,
): event is EventFromLogic<T> {
  return (
    !event.type.startsWith('xstate.') &&
    machine.events.some(
      (d: string) =>
        d === event.type ||
        d === '*' ||
        (d.endsWith('.*') && event.type.startsWith(d.slice(0, -1))),
    )
  );
}
