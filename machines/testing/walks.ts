import { createActor, getNextSnapshot } from 'xstate';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CatalogueEntry } from './catalogue.ts';
import { delayMs } from './harness.ts';
import { edgesTaken, eventsFor, modelEdges, stateKeyOf } from './model-paths.ts';
import { plainEvent } from './qa-paths.ts';
import type { PathFile } from './qa-paths.ts';
import { mulberry32 } from '#engine/prng.ts';

/**
 * Generated walks over a machine's model (its real transitions and the catalogue's sample events,
 * as its paths use them), as GraphWalker offers them: a random walk with a seed and a length, and
 * a walk guided to the transitions not yet taken until edge coverage reaches a target or the walk
 * reaches a length (GraphWalker's `edge_coverage(100)` and `length(N)`). Each is a path file.
 */

export interface WalkResult {
  file: PathFile;
  /** Transitions covered / total when the walk stopped. */
  covered: number;
  total: number;
  /** Why it stopped, in words. */
  stop: string;
}

interface Move {
  event: EventObject;
  state: AnyMachineSnapshot;
}

const delayOf = (entry: CatalogueEntry, type: string, from: AnyMachineSnapshot): number =>
  type.startsWith('xstate.after.') ? delayMs(entry.model.machine, type, from) : Infinity;

const movesCache = new WeakMap<CatalogueEntry, Map<string, Move[]>>();

/**
 * Moves a real snapshot takes: a guard that refuses an event is no move, and a timer is one only
 * when no shorter timer runs (on a real clock the shorter one fires first).
 */
function movesFrom(entry: CatalogueEntry, from: AnyMachineSnapshot): Move[] {
  let cache = movesCache.get(entry);
  if (!cache) movesCache.set(entry, (cache = new Map()));
  const key = JSON.stringify([from.value, from.context]);
  const known = cache.get(key);
  if (known) return known;
  const events = eventsFor(entry.model, from);
  const soonest = Math.min(...events.map((e) => delayOf(entry, e.type, from)));
  const moves = events
    .filter((event) => (event.type.startsWith('xstate.') ? true : from.can(event)))
    .filter(
      (event) =>
        !event.type.startsWith('xstate.after.') || delayOf(entry, event.type, from) <= soonest,
    )
    .map((event) => ({ event, state: getNextSnapshot(entry.model.machine, from, event) }));
  cache.set(key, moves);
  return moves;
}

class Walker {
  readonly steps: Move[] = [];
  readonly initial: AnyMachineSnapshot;
  state: AnyMachineSnapshot;
  constructor(readonly entry: CatalogueEntry) {
    this.initial = createActor(entry.model.machine, { input: entry.model.input }).getSnapshot();
    this.state = this.initial;
  }
  take(move: Move): void {
    this.steps.push(move);
    this.state = move.state;
  }
  file(description: string): PathFile {
    return {
      machine: this.entry.id,
      description,
      events: this.steps.map((m) => plainEvent(m.event)),
      states: this.steps.map((m) => m.state.value),
    };
  }
}

/** `length` random steps from the start, the same ones for the same seed. */
export function randomWalk(entry: CatalogueEntry, seed: number, length: number): WalkResult {
  const machine = entry.model.machine;
  const edges = modelEdges(machine);
  const seen = new Set<string>();
  const w = new Walker(entry);
  // A seeded generator (engine/prng.ts): a seed gives the same walk everywhere.
  const random = mulberry32(seed);
  let stop = `length(${length}) reached`;
  while (w.steps.length < length) {
    const moves = movesFrom(entry, w.state);
    if (moves.length === 0) {
      stop = 'the machine reached a state it does not leave';
      break;
    }
    const move = moves[Math.floor(random() * moves.length)]!;
    edgesTaken(machine, edges, w.state, move.event, move.state).forEach((e) => seen.add(e.id));
    w.take(move);
  }
  const description = `Random walk, seed ${seed}, length ${length}`;
  return { file: w.file(description), covered: seen.size, total: edges.length, stop };
}

/**
 * From the start, the shortest way to a transition not yet taken, again and again, until
 * `edgeCoverage` per cent of the transitions are taken or the walk is `length` steps long.
 */
export function coverageWalk(entry: CatalogueEntry, edgeCoverage = 100, length = 1000): WalkResult {
  const machine = entry.model.machine;
  const edges = modelEdges(machine);
  const keyOf = stateKeyOf(entry.model);
  const w = new Walker(entry);
  const seen = new Set<string>();
  const target = Math.ceil((edges.length * edgeCoverage) / 100);
  const gains = (from: AnyMachineSnapshot, m: Move) =>
    edgesTaken(machine, edges, from, m.event, m.state).filter((e) => !seen.has(e.id));
  /** Visits every move reachable from `start`, breadth-first, until `visit` says stop. */
  const forEachRoute = (
    start: AnyMachineSnapshot,
    visit: (route: Move[], from: AnyMachineSnapshot, m: Move) => boolean,
  ): void => {
    const visited = new Set([keyOf(start)]);
    const queue = [{ state: start, route: [] as Move[] }];
    for (let node = queue.shift(); node; node = queue.shift()) {
      for (const m of movesFrom(entry, node.state)) {
        if (!visit(node.route, node.state, m)) return;
        const key = keyOf(m.state);
        if (!visited.has(key) && visited.size < 400) {
          visited.add(key);
          queue.push({ state: m.state, route: [...node.route, m] });
        }
      }
    }
  };
  /** How many transitions not in `taken` are still reachable from `start`. */
  const reachable = (start: AnyMachineSnapshot, taken: Set<string>): number => {
    const left = new Set<string>();
    forEachRoute(start, (_route, from, m) => {
      edgesTaken(machine, edges, from, m.event, m.state).forEach(
        (e) => taken.has(e.id) || left.add(e.id),
      );
      return true;
    });
    return left.size;
  };
  let stop = `edge_coverage(${edgeCoverage}) reached`;
  while (seen.size < target) {
    if (w.steps.length >= length) {
      stop = `length(${length}) reached`;
      break;
    }
    // Breadth-first from where the walk is to the moves that take a new transition; of the
    // nearest ones, the one that leaves the most new transitions within reach (a greedy walk
    // would otherwise take a one-way branch first and strand the others).
    const candidates: Move[][] = [];
    forEachRoute(w.state, (route, from, m) => {
      if (gains(from, m).length) candidates.push([...route, m]);
      return candidates.length < 6;
    });
    let found: Move[] | null = null;
    let best = -1;
    for (const route of candidates) {
      const last = route.at(-1)!;
      const from = route.length > 1 ? route.at(-2)!.state : w.state;
      const after = new Set([...seen, ...gains(from, last).map((e) => e.id)]);
      const score = after.size + reachable(last.state, after);
      if (score > best) [best, found] = [score, route];
    }
    if (!found) {
      stop = 'no transition left that the walk can reach';
      break;
    }
    for (const m of found) {
      if (w.steps.length >= length) break;
      gains(w.state, m).forEach((e) => seen.add(e.id));
      w.take(m);
    }
  }
  const description = `Coverage walk: edge_coverage(${edgeCoverage}) or length(${length})`;
  return { file: w.file(description), covered: seen.size, total: edges.length, stop };
}
