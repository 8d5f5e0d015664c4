import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getAdjacencyMap, getStateNodes, toDirectedGraph } from 'xstate/graph';
import type { DirectedGraphNode } from 'xstate/graph';

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

export interface ModelStep {
  event: EventObject;
  snapshot: AnyMachineSnapshot;
}

export interface ModelPath {
  description: string;
  /** Events after the initial state, in order: what a QA file stores. */
  events: EventObject[];
  initial: AnyMachineSnapshot;
  steps: ModelStep[];
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  input?: unknown;
  /** Sample payloads for events, by type; every sample is tried where its type is handled. */
  events?: EventObject[];
  /** Outputs of invoked actors by invoke id (for `xstate.done.actor.<id>` steps). */
  outputs?: Record<string, unknown[]>;
  /** Errors of invoked actors by invoke id (for `xstate.error.actor.<id>` steps). */
  errors?: Record<string, unknown>;
  /** Extra context that makes two snapshots different states (default: the state value only). */
  contextKey?: (context: TMachine extends { __TContext: infer C } ? C : never) => unknown;
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
    if (node.path.length > 0 && snapshot.matches(node.path.join('.') as never)) ids.add(node.id);
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

function eventsFor<T extends AnyStateMachine>(
  opts: ModelOptions<T>,
  snapshot: AnyMachineSnapshot,
): EventObject[] {
  const types = new Set<string>();
  // The root's own `on` applies in every state; getStateNodes lists only its descendants.
  for (const node of [opts.machine.root, ...getStateNodes(opts.machine.root)] as AnyStateNode[]) {
    if (node.path.length > 0 && !snapshot.matches(node.path.join('.') as never)) continue;
    for (const type of node.ownEvents) if (type !== '*' && type !== '') types.add(type);
  }
  const samples = opts.events ?? [];
  return [...types].flatMap((type): EventObject[] => {
    const given = samples.filter((e) => e.type === type);
    if (given.length) return given;
    const id = type.replace(/^xstate\.(done|error)\.actor\./, '');
    if (type.startsWith('xstate.done.actor.')) {
      return (opts.outputs?.[id] ?? [undefined]).map((output) => ({ type, output }) as EventObject);
    }
    if (type.startsWith('xstate.error.actor.')) {
      return [{ type, error: opts.errors?.[id] ?? new Error(`${id} failed`) } as EventObject];
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

/** Shortest path to every state, plus a path for each transition not yet taken. */
export function modelPaths<T extends AnyStateMachine>(opts: ModelOptions<T>): ModelPath[] {
  const { machine } = opts;
  const serializeState = (s: AnyMachineSnapshot): string =>
    JSON.stringify([
      s.value,
      s.status,
      opts.contextKey ? opts.contextKey(s.context as never) : null,
    ]);
  const adjacency = getAdjacencyMap(machine, {
    input: opts.input,
    events: (s: AnyMachineSnapshot) => eventsFor(opts, s),
    serializeState,
    serializeEvent,
    limit: opts.limit ?? 5000,
  } as never) as Record<
    string,
    {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
    }
  >;

  // Breadth-first from the initial state: the first route found to a state is a shortest one.
  const initialKey = Object.keys(adjacency)[0];
  if (initialKey === undefined) return [];
  const routes = new Map<string, ModelStep[]>([[initialKey, []]]);
  const queue = [initialKey];
  while (queue.length) {
    const key = queue.shift() as string;
    for (const { event, state } of Object.values(adjacency[key]?.transitions ?? {})) {
      const next = serializeState(state);
      if (routes.has(next)) continue;
      routes.set(next, [...(routes.get(key) ?? []), { event, snapshot: state }]);
      queue.push(next);
    }
  }

  const edges = modelEdges(machine);
  const initial = adjacency[initialKey]?.state as AnyMachineSnapshot;
  const covered = new Set<string>();
  const paths: ModelPath[] = [];
  const addPath = (steps: ModelStep[]): void => {
    let prev = initial;
    for (const step of steps) {
      edgesTaken(machine, edges, prev, step.event, step.snapshot).forEach((e) => covered.add(e.id));
      prev = step.snapshot;
    }
    paths.push({
      description: describe(steps, initial),
      events: steps.map((s) => s.event),
      initial,
      steps,
    });
  };
  for (const steps of routes.values()) addPath(steps);

  // Transitions: shortest route to a state where taking one event covers a new edge.
  const byLength = [...routes.entries()].sort((a, b) => a[1].length - b[1].length);
  for (const edge of edges) {
    if (covered.has(edge.id)) continue;
    search: for (const [key, steps] of byLength) {
      const from = adjacency[key]?.state;
      if (!from) continue;
      for (const { event, state } of Object.values(adjacency[key]?.transitions ?? {})) {
        if (edgesTaken(machine, [edge], from, event, state).length) {
          addPath([...steps, { event, snapshot: state }]);
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

function describe(steps: ModelStep[], initial: AnyMachineSnapshot): string {
  const parts = [
    stateText(initial),
    ...steps.map((s) => `${s.event.type} -> ${stateText(s.snapshot)}`),
  ];
  return parts.join(' | ');
}
