import { createActor } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { getPathsFromEvents, getStateNodes } from 'xstate/graph';
import type { CatalogueEntry } from './catalogue.ts';
import type { CoverageReport } from './coverage-report.ts';
import { eventLabel } from './labels.ts';
import { modelEdges, modelPaths } from './model-paths.ts';
import type { ModelEdge, ModelPath } from './model-paths.ts';

/**
 * What QA stores and exchanges: a path is a machine id and its list of events (DESIGN.md, facts
 * checked), with the state expected after each one. Errors in `xstate.error.actor.*` events are
 * kept as `{ name, message }` (and `refused`, which tells a refusal from an outage) so the file
 * is plain JSON.
 */
export interface PathFile {
  machine: string;
  description: string;
  events: EventObject[];
  /** The state value expected after each event (same length as events); optional in a file. */
  states?: StateValue[];
}

export interface QaPath extends Required<PathFile> {
  /** Stable within one machine: its index in the generated list. */
  id: string;
  kind: 'shortest' | 'transition';
  initial: StateValue;
}

export interface QaNode {
  id: string;
  key: string;
  parent: string | null;
  /** Where the node sits: 'list.ready' (what checks and paths name). */
  path: string;
  type: string;
  initial: boolean;
}

export interface QaEdge extends ModelEdge {
  /** The event as the machine's author wrote it (eventLabel). */
  label: string;
}

export interface QaGraph {
  machine: string;
  /** The machine's top level is parallel: its regions are drawn side by side. */
  parallel: boolean;
  nodes: QaNode[];
  edges: QaEdge[];
}

/** What /api/qa/machines lists for each machine. */
export interface QaMachineSummary {
  id: string;
  title: string;
  summary: string;
  states: number;
  transitions: number;
  paths: number;
  /** The last test run's report; null until `npm test` ran. */
  coverage: CoverageReport | null;
}

/** What /api/qa/machines/:machine answers. */
export interface QaMachineDetail extends QaMachineSummary {
  graph: QaGraph;
  pathList: QaPath[];
}

// A refused request (a 4xx, src/favourites/favourites-api.ts) is not an outage: kept in files.
const refusedOf = (e: object): { refused?: true } =>
  'refused' in e && e.refused === true ? { refused: true } : {};

/** Errors become plain objects; everything else is JSON already. */
export function plainEvent(event: EventObject): EventObject {
  return JSON.parse(
    JSON.stringify(event, (_k, v: unknown) =>
      v instanceof Error ? { name: v.name, message: v.message, ...refusedOf(v) } : v,
    ),
  );
}

/** Back from a file: an error event's `{ message }` becomes an Error again. */
export function liveEvent(event: EventObject): EventObject {
  if (!event.type.startsWith('xstate.error.actor.') || !('error' in event)) return event;
  const e = event.error;
  if (e && typeof e === 'object' && 'message' in e && typeof e.message === 'string') {
    const error = Object.assign(new Error(e.message), refusedOf(e));
    if ('name' in e && typeof e.name === 'string') error.name = e.name;
    return { ...event, error } as EventObject;
  }
  return event;
}

export function machineGraph(entry: CatalogueEntry): QaGraph {
  const machine = entry.model.machine;
  const nodes = getStateNodes(machine.root).map((n) => ({
    id: n.id,
    key: n.key,
    parent: n.parent && n.parent !== machine.root ? n.parent.id : null,
    path: n.path.join('.'),
    type: n.type,
    initial: n.parent?.initial?.target.includes(n) ?? false,
  }));
  const edges = modelEdges(machine).map((e) => ({ ...e, label: eventLabel(machine, e.event) }));
  return { machine: entry.id, parallel: machine.root.type === 'parallel', nodes, edges };
}

/** The generated paths as QA files: first the shortest path to every state, then one per edge. */
export function qaPaths(entry: CatalogueEntry): QaPath[] {
  return modelPaths(entry.model).map((p: ModelPath, i) => ({
    id: String(i + 1),
    machine: entry.id,
    kind: p.kind,
    description: p.description,
    initial: p.initial.value,
    events: p.events.map(plainEvent),
    states: p.steps.map((s) => s.snapshot.value),
  }));
}

/** A path file as the harness's ModelPath: getPathsFromEvents rebuilds each step's snapshot. */
export function modelPathOf(entry: CatalogueEntry, file: PathFile): ModelPath {
  const machine: AnyStateMachine = entry.model.machine;
  const events = file.events.map(liveEvent);
  // getPathsFromEvents drops `input` when it works out its start (xstate 5.33): start from an
  // actor's initial snapshot, which has it.
  const fromState = createActor(machine, { input: entry.model.input }).getSnapshot();
  // States are told apart as the model tells them (value and stateKey), not by their whole
  // context: a context that holds times (favourites' changes) would make every state new.
  const { stateKey } = entry.model;
  const serializeState = (s: AnyMachineSnapshot): string =>
    JSON.stringify([s.value, s.status, stateKey ? stateKey(s) : null]);
  const [rebuilt] = getPathsFromEvents(machine, events, {
    input: entry.model.input,
    fromState,
    serializeState,
  });
  if (!rebuilt) throw new Error(`No path of '${entry.id}' from these events`);
  const steps = rebuilt.steps.slice(1).map((s, i) => ({
    event: events[i]!,
    // The file's expected state wins: the replay then checks the real actor reaches it.
    snapshot: withValue(s.state, file.states?.[i]),
  }));
  const initial = rebuilt.steps[0]?.state ?? machine.getInitialSnapshot(undefined as never);
  return { description: file.description, events, initial, steps, kind: 'shortest' };
}

function withValue(snapshot: AnyMachineSnapshot, value: StateValue | undefined) {
  return value === undefined ? snapshot : { ...snapshot, value };
}

/** Longest path QA replays: a longer file is refused with a message (the page stays usable). */
export const MAX_PATH_STEPS = 1000;

/** Checks a parsed file names a known machine and has events; the message says what is wrong. */
export function parsePathFile(data: unknown): PathFile {
  const fail = (why: string): never => {
    throw new Error(`Not a path file: ${why}`);
  };
  if (!data || typeof data !== 'object') return fail('expected a JSON object');
  const o = data as Record<string, unknown>;
  if (typeof o.machine !== 'string') return fail('"machine" must be a machine id');
  if (!Array.isArray(o.events)) return fail('"events" must be a list of events');
  if (o.events.length > MAX_PATH_STEPS)
    fail(
      `it has ${o.events.length.toLocaleString('en-NZ')} steps; QA replays at most ${MAX_PATH_STEPS.toLocaleString('en-NZ')} (split it into shorter paths)`,
    );
  for (const [i, e] of o.events.entries()) {
    if (!e || typeof e !== 'object' || typeof (e as EventObject).type !== 'string')
      fail(`step ${i + 1} has no event "type"`);
  }
  if (o.states !== undefined && (!Array.isArray(o.states) || o.states.length !== o.events.length))
    fail('"states" must list one state per event');
  return {
    machine: o.machine,
    description: typeof o.description === 'string' ? o.description : '',
    events: o.events as EventObject[],
    states: o.states as StateValue[] | undefined,
  };
}
