import { matchesState } from 'xstate';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getStateNodes, toDirectedGraph } from 'xstate/graph';
import type { DirectedGraphNode } from 'xstate/graph';
import { snapshotOf } from './same-machine.ts';

/**
 * Model-based test paths for machines that use `invoke` and `after`, which `createTestModel`
 * refuses (DESIGN.md, facts checked). Paths come from the real machine's adjacency map: the
 * shortest path to every state, then one more path for each transition those did not take.
 */

export interface ModelEdge {
  id: string;
  source: string;
  target: string;
  event: string;
}

export interface ModelStep<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** One of the machine's own events, or xstate's `xstate.done/error.actor.*` and `xstate.after.*`. */
  event: EventObject;
  snapshot: SnapshotFrom<TMachine>;
}

export interface ModelPath<TMachine extends AnyStateMachine = AnyStateMachine> {
  description: string;
  /** Events after the initial state, in order: what a QA file stores. */
  events: EventObject[];
  initial: SnapshotFrom<TMachine>;
  steps: ModelStep<TMachine>[];
  /** The shortest path to a state, or the extra path taken for a transition. */
  kind: 'shortest' | 'transition';
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  input?: InputFrom<TMachine>;
  /** Sample payloads for events, by type; every sample is tried where its type is handled. */
  events?: EventFromLogic<TMachine>[];
  /** Outputs of invoked actors by invoke id (for `xstate.done.actor.<id>` steps). */
  outputs?: Record<string, unknown[]>;
  /** Errors of invoked actors by invoke id (for `xstate.error.actor.<id>` steps); each is tried. */
  errors?: Record<string, unknown[]>;
  /** What else makes two snapshots different states (default: the state value only). */
  stateKey?: (snapshot: SnapshotFrom<TMachine>) => unknown;
  /** Traversal guard for machines with a large state space. */
  limit?: number;
}

function serializeEvent(event: EventObject): string {
  return JSON.stringify(event, (_k, v: unknown) =>
    v instanceof Error ? `Error: ${v.message}` : v,
  );
}

/** Ids of the state nodes active in a snapshot, through the public `matches`. */
export function activeNodeIds(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): Set<string> {
  const ids = new Set<string>([machine.root.id]);
  for (const node of getStateNodes(machine.root)) {
    if (node.path.length > 0 && matchesState(node.path.join('.'), snapshot.value)) ids.add(node.id);
  }
  return ids;
}

/** Every transition of the machine as drawn in its directed graph. */
export function modelEdges(machine: AnyStateMachine): ModelEdge[] {
  const out: ModelEdge[] = [];
  const walk = (node: DirectedGraphNode): void => {
    for (const e of node.edges) {
      out.push({
        id: `${e.source.id} -${e.label.text}-> ${e.target.id}`,
        source: e.source.id,
        target: e.target.id,
        event: e.label.text,
      });
    }
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  return [...new Map(out.map((e) => [e.id, e])).values()];
}

export function eventsFor<T extends AnyStateMachine>(
  opts: ModelOptions<T>,
  snapshot: AnyMachineSnapshot,
): EventObject[] {
  const types = new Set<string>();
  // The root's own `on` applies in every state; getStateNodes lists only its descendants.
  for (const node of [opts.machine.root, ...getStateNodes(opts.machine.root)]) {
    if (node.path.length > 0 && !matchesState(node.path.join('.'), snapshot.value)) continue;
    for (const type of node.ownEvents) if (type !== '*' && type !== '') types.add(type);
  }
  const samples: EventObject[] = opts.events ?? [];
  return [...types].flatMap((type): EventObject[] => {
    const given = samples.filter((e) => e.type === type);
    if (given.length) return given;
    const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
    if (type.startsWith('xstate.done.actor.')) {
      return (opts.outputs?.[id] ?? [undefined]).map((output) => ({ type, output }));
    }
    if (type.startsWith('xstate.error.actor.')) {
      return (opts.errors?.[id] ?? [new Error(`${id} failed`)]).map((error) => ({ type, error }));
    }
    return [{ type }];
  });
}

/** Edges a single step took: same event, source active before, target active after. */
export function edgesTaken(
  machine: AnyStateMachine,
  edges: ModelEdge[],
  before: AnyMachineSnapshot,
  event: EventObject,
  after: AnyMachineSnapshot,
): ModelEdge[] {
  const was = activeNodeIds(machine, before);
  const is = activeNodeIds(machine, after);
  return edges.filter((e) => e.event === event.type && was.has(e.source) && is.has(e.target));
}

/** What tells two states of the model apart: value, status and the model's stateKey. */
export function stateKeyOf<T extends AnyStateMachine>(
  opts: ModelOptions<T>,
): (s: AnyMachineSnapshot) => string {
  return (s) =>
    JSON.stringify([
      s.value,
      s.status,
      opts.stateKey ? opts.stateKey(snapshotOf(opts.machine, s)) : null,
    ]);
}

export interface ModelMove {
  event: EventObject;
  state: AnyMachineSnapshot;
  /** The next state's key (serializeState). */
  key: string;
}

/** The machine's reachable states as the model tells them apart, and the moves out of each. */
export interface ModelAdjacency {
  /** Undefined when the machine has no reachable state (never for a real machine). */
  initial: AnyMachineSnapshot | undefined;
  initialKey: string;
  moves: Map<string, ModelMove[]>;
  serializeState: (s: AnyMachineSnapshot) => string;
}

/** Every reachable state (value plus stateKey) with its moves: one event and the next state. */
export function modelAdjacency<T extends AnyStateMachine>(opts: ModelOptions<T>): ModelAdjacency {
  const { machine } = opts;
  const serializeState = stateKeyOf(opts);
  // xstate's graph types a generic machine's snapshots loosely: walk it as any machine and type
  // each snapshot back with `snapshotOf` (a run-time check) where a typed one is needed.
  const logic: AnyStateMachine = machine;
  const moves = new Map<string, ModelMove[]>();
  const all = adjacencyMapToArray(
    getAdjacencyMap(logic, {
      input: opts.input,
      events: (s: AnyMachineSnapshot) => eventsFor(opts, s),
      serializeState,
      serializeEvent,
      limit: opts.limit ?? 5000,
    }),
  );
  for (const { state, event, nextState } of all) {
    const key = serializeState(state);
    const move = { event, state: nextState, key: serializeState(nextState) };
    moves.set(key, [...(moves.get(key) ?? []), move]);
  }
  const initial = all[0]?.state;
  return {
    initial,
    initialKey: initial ? serializeState(initial) : '',
    moves,
    serializeState,
  };
}

/** Shortest path to every state, plus a path for each transition not yet taken. */
export function modelPaths<T extends AnyStateMachine>(opts: ModelOptions<T>): ModelPath<T>[] {
  const { machine } = opts;
  const { initial: first, initialKey, moves: adjacency } = modelAdjacency(opts);
  const typed = (s: AnyMachineSnapshot): SnapshotFrom<T> => snapshotOf(machine, s);

  // Breadth-first from the initial state (listed first): the first route found to a state is a
  // shortest one.
  if (first === undefined) return [];
  const initial = typed(first);
  const routes = new Map<string, { state: AnyMachineSnapshot; steps: ModelStep<T>[] }>([
    [initialKey, { state: first, steps: [] }],
  ]);
  const queue = [initialKey];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    for (const { event, state, key: next } of adjacency.get(key) ?? []) {
      if (routes.has(next)) continue;
      const steps = routes.get(key)?.steps ?? [];
      routes.set(next, { state, steps: [...steps, { event, snapshot: typed(state) }] });
      queue.push(next);
    }
  }

  const edges = modelEdges(machine);
  const covered = new Set<string>();
  const paths: ModelPath<T>[] = [];
  const addPath = (steps: ModelStep<T>[], kind: ModelPath['kind']): void => {
    let prev: AnyMachineSnapshot = initial;
    for (const step of steps) {
      edgesTaken(machine, edges, prev, step.event, step.snapshot).forEach((e) => covered.add(e.id));
      prev = step.snapshot;
    }
    paths.push({
      description: describe(steps, initial),
      events: steps.map((s) => s.event),
      initial,
      steps,
      kind,
    });
  };
  for (const { steps } of routes.values()) addPath(steps, 'shortest');

  // Transitions: shortest route to a state where taking one event covers a new edge.
  const byLength = [...routes.entries()].sort((a, b) => a[1].steps.length - b[1].steps.length);
  for (const edge of edges) {
    if (covered.has(edge.id)) continue;
    search: for (const [key, { state: from, steps }] of byLength) {
      for (const { event, state } of adjacency.get(key) ?? []) {
        if (edgesTaken(machine, [edge], from, event, state).length) {
          addPath([...steps, { event, snapshot: typed(state) }], 'transition');
          break search;
        }
      }
    }
  }
  return paths;
}

function stateText(s: AnyMachineSnapshot): string {
  return typeof s.value === 'string' ? s.value : JSON.stringify(s.value);
}

function describe<T extends AnyStateMachine>(
  steps: ModelStep<T>[],
  initial: AnyMachineSnapshot,
): string {
  const parts = [
    stateText(initial),
    ...steps.map((s: ModelStep<T>) => `${s.event.type} -> ${stateText(s.snapshot)}`),
  ];
  return parts.join(' | ');
}
