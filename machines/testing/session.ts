import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import type { CatalogueEntry } from './catalogue.ts';
import { modelCoverage } from './coverage.ts';
import type { ModelCoverage } from './coverage.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { answeredActor } from './harness.ts';
import { edgesTaken, eventsFor, modelEdges } from './model-paths.ts';
import type { ModelEdge } from './model-paths.ts';
import { plainEvent } from './qa-paths.ts';
import type { PathFile } from './qa-paths.ts';
import { diffText, regionDiff, regionStates } from './regions.ts';
import type { RegionDiff } from './regions.ts';
import { isEventOf } from './same-machine.ts';
import { memoryStorage, storage } from '../storage.ts';

/**
 * One QA session on a machine: a real actor in the harness (simulated clock, fake requests) that
 * takes steps one at a time, from a path file or of QA's choosing, checks each against the state
 * it expects and what the UI shows, and can go back. Pure: the studio (/qa) and the tests use it.
 */

export interface SessionStep {
  /** The event as applied (an error step's error is an Error). */
  event: EventObject;
  expected?: StateValue;
  /** The state value after the step (or where the actor stayed when it was refused). */
  actual: StateValue;
  before: StateValue;
  status: 'pass' | 'fail';
  /** Why it failed, in words that name the step. */
  message?: string;
  diff: RegionDiff[];
  /** Ids of the transitions the step took (the diagram's edges). */
  edges: string[];
  /** True when the step was refused before it reached the actor. */
  refused?: boolean;
}

export interface EnabledEvent {
  /** A sample of the event, from the catalogue, to send or edit. */
  event: EventObject;
  kind: 'event' | 'answer' | 'failure' | 'timer';
}

export interface SessionOptions {
  entry: CatalogueEntry;
  /** The machine to run when the live UI needs another provision of the catalogue's one. */
  machine?: AnyStateMachine;
  /** What the live UI shows that disagrees with the snapshot, or null. */
  checkUi?: (snapshot: AnyMachineSnapshot) => Promise<string | null>;
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** 'list.ready · popover.hidden · sync.idle' or 'results'. */
export function stateLabel(machine: AnyStateMachine, value: StateValue): string {
  return regionStates(machine, value)
    .map((r) => (r.region ? `${r.region}.${r.state}` : r.state))
    .join(' · ');
}

const kindOf = (type: string): EnabledEvent['kind'] =>
  type.startsWith('xstate.after.')
    ? 'timer'
    : type.startsWith('xstate.done.actor.')
      ? 'answer'
      : type.startsWith('xstate.error.actor.')
        ? 'failure'
        : 'event';

const typeName = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'list' : typeof v === 'object' ? 'object' : typeof v;

/** A payload field whose type differs from every catalogue sample of the event, in words. */
export function payloadProblem(entry: CatalogueEntry, event: EventObject): string | null {
  const samples = (entry.model.events ?? []).filter((e: EventObject) => e.type === event.type);
  if (samples.length === 0) return null;
  const fields = event as unknown as Record<string, unknown>;
  for (const sample of samples as unknown as Array<Record<string, unknown>>) {
    const wrong = Object.keys(sample).find(
      (k) => k !== 'type' && typeName(sample[k]) !== typeName(fields[k]),
    );
    if (wrong === undefined) return null;
  }
  const sample = samples[0] as unknown as Record<string, unknown>;
  const key = Object.keys(sample).find(
    (k) => k !== 'type' && typeName(sample[k]) !== typeName(fields[k]),
  )!;
  return fields[key] === undefined
    ? `'${key}' is missing (a ${typeName(sample[key])}, e.g. ${JSON.stringify(sample[key])})`
    : `'${key}' must be a ${typeName(sample[key])} (e.g. ${JSON.stringify(sample[key])}), not a ${typeName(fields[key])}`;
}

export class QaSession {
  readonly steps: SessionStep[] = [];
  readonly edges: ModelEdge[];
  private readonly snapshots: AnyMachineSnapshot[] = [];
  private readonly initial: AnyMachineSnapshot;

  private constructor(
    readonly options: SessionOptions,
    readonly harness: Harness<AnyStateMachine>,
  ) {
    this.edges = modelEdges(options.entry.model.machine);
    this.initial = harness.actor.getSnapshot();
  }

  static start(options: SessionOptions): QaSession {
    const { entry } = options;
    // The machines keep lists in the browser's storage: a session's writes go to memory, each
    // session starting empty, never to QA's own favourites.
    storage.setAdapter(memoryStorage());
    const harness = startHarness({
      machine: options.machine ?? entry.model.machine,
      input: entry.model.input,
      keepActors: entry.keepActors,
    });
    return new QaSession(options, harness);
  }

  get machine(): AnyStateMachine {
    return this.options.entry.model.machine;
  }

  get snapshot(): AnyMachineSnapshot {
    return this.harness.actor.getSnapshot();
  }

  /** The events the current state takes, with the catalogue's samples as payloads. */
  enabled(): EnabledEvent[] {
    const snapshot = this.snapshot;
    const pending = new Set(this.harness.pending());
    const seen = new Set<string>();
    return eventsFor(this.options.entry.model, snapshot)
      .filter((event) => {
        const answered = answeredActor(event.type);
        if (answered) return pending.has(answered.id);
        if (event.type.startsWith('xstate.')) return true;
        return snapshot.can(event);
      })
      .filter((event) => {
        const key = JSON.stringify(plainEvent(event));
        return !seen.has(key) && seen.add(key) !== undefined;
      })
      .map((event) => ({ event, kind: kindOf(event.type) }));
  }

  /** Why the current state cannot take this event, or null when it can. */
  refusal(event: EventObject): string | null {
    const { machine } = this;
    const here = stateLabel(machine, this.snapshot.value);
    const answered = answeredActor(event.type);
    if (answered) {
      return this.harness.pending().includes(answered.id)
        ? null
        : `no request '${answered.id}' is waiting for an answer in ${here}`;
    }
    if (event.type.startsWith('xstate.after.')) {
      const timers = eventsFor(this.options.entry.model, this.snapshot).map((e) => e.type);
      return timers.includes(event.type) ? null : `no timer '${event.type}' runs in ${here}`;
    }
    const type = event.type;
    if (!isEventOf(machine, event)) return `'${type}' is no event of the ${machine.id} machine`;
    const problem = payloadProblem(this.options.entry, event);
    if (problem) return `'${event.type}': ${problem}`;
    // A state that handles the event but whose guard says no takes it as a step that changes
    // nothing (a look at fresh favourites fetches nothing): only an event no active state
    // handles at all is refused.
    const handled = eventsFor(this.options.entry.model, this.snapshot).some((e) => e.type === type);
    if (!handled && !this.snapshot.can(event)) {
      const takes = this.enabled().map((e) => e.event.type);
      return `${here} does not accept '${event.type}' (it takes: ${[...new Set(takes)].join(', ') || 'nothing'})`;
    }
    return null;
  }

  /** Applies one step and checks it against `expected` and the live UI. */
  async step(event: EventObject, expected?: StateValue): Promise<SessionStep> {
    const n = this.steps.length + 1;
    const beforeSnapshot = this.snapshot;
    const before = beforeSnapshot.value;
    const refused = this.refusal(event);
    const base = { event, before, diff: [], edges: [] as string[], expected };
    if (refused) {
      const step: SessionStep = {
        ...base,
        actual: before,
        status: 'fail',
        message: `Step ${n}: ${refused}`,
        refused: true,
      };
      this.steps.push(step);
      this.snapshots.push(beforeSnapshot);
      return step;
    }
    await this.harness.apply(event);
    await settle();
    const after = this.snapshot;
    const edges = edgesTaken(this.machine, this.edges, beforeSnapshot, event, after).map(
      (e) => e.id,
    );
    const diff = expected === undefined ? [] : regionDiff(this.machine, expected, after.value);
    let message: string | undefined;
    if (diff.length)
      message = `Step ${n} ('${event.type}'): expected ${JSON.stringify(expected)} but the actor is in ${JSON.stringify(after.value)}: ${diffText(diff)}`;
    else if (this.options.checkUi) {
      const ui = await this.options.checkUi(after);
      if (ui) message = `Step ${n} ('${event.type}'): the UI disagrees with the machine: ${ui}`;
    }
    const step: SessionStep = {
      ...base,
      diff,
      edges,
      actual: after.value,
      status: message ? 'fail' : 'pass',
      ...(message ? { message } : {}),
    };
    this.steps.push(step);
    this.snapshots.push(after);
    return step;
  }

  /** States and transitions this session's steps reached so far. */
  coverage(): ModelCoverage {
    return modelCoverage(this.machine, [
      {
        description: '',
        events: [],
        initial: this.initial,
        kind: 'shortest',
        steps: this.steps
          .map((s, i) => ({ event: s.event, snapshot: this.snapshots[i]! }))
          .filter((_, i) => !this.steps[i]!.refused),
      },
    ]);
  }

  /** The session as a path file: its events and the states they reached. */
  toPathFile(description: string): PathFile {
    const taken = this.steps.filter((s) => !s.refused);
    return {
      machine: this.options.entry.id,
      description,
      events: taken.map((s) => plainEvent(s.event)),
      states: taken.map((s) => s.actual),
    };
  }

  stop(): void {
    this.harness.actor.stop();
  }
}

/** A new session with every step but the last one taken again (the clock and fakes are replayed). */
export async function stepBack(session: QaSession): Promise<QaSession> {
  session.stop();
  // The steps before were checked against the UI when they were taken; taken again here, the
  // UI of the new actor is not mounted yet.
  const { checkUi } = session.options;
  const next = QaSession.start({ ...session.options, checkUi: undefined });
  for (const step of session.steps.slice(0, -1)) await next.step(step.event, step.expected);
  next.options.checkUi = checkUi;
  return next;
}
