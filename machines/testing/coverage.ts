import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { activeNodeIds, edgesTaken, modelEdges } from './model-paths.ts';
import type { ModelPath } from './model-paths.ts';

export interface ModelCoverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/** States and transitions of the machine's graph that the paths visit (xstate has no coverage API). */
export function modelCoverage(machine: AnyStateMachine, paths: ModelPath[]): ModelCoverage {
  const stateIds = getStateNodes(machine.root).map((n) => n.id);
  const edges = modelEdges(machine);
  const seenStates = new Set<string>();
  const seenEdges = new Set<string>();
  for (const path of paths) {
    let prev = path.initial;
    activeNodeIds(machine, prev).forEach((id) => seenStates.add(id));
    for (const step of path.steps) {
      activeNodeIds(machine, step.snapshot).forEach((id) => seenStates.add(id));
      edgesTaken(machine, edges, prev, step.event, step.snapshot).forEach((e) =>
        seenEdges.add(e.id),
      );
      prev = step.snapshot;
    }
  }
  const missingStates = stateIds.filter((id) => !seenStates.has(id));
  const missingEdges = edges.map((e) => e.id).filter((id) => !seenEdges.has(id));
  return {
    states: {
      covered: stateIds.length - missingStates.length,
      total: stateIds.length,
      missing: missingStates,
    },
    transitions: {
      covered: edges.length - missingEdges.length,
      total: edges.length,
      missing: missingEdges,
    },
  };
}

/** One line of figures, then what is missing; `unchecked` lists states without a check. */
export function formatCoverage(name: string, c: ModelCoverage, unchecked: string[] = []): string {
  const lines = [
    `${name}: states ${c.states.covered}/${c.states.total}, transitions ${c.transitions.covered}/${c.transitions.total}, states without a check ${unchecked.length}`,
  ];
  if (c.states.missing.length) lines.push(`  states not covered: ${c.states.missing.join(', ')}`);
  if (c.transitions.missing.length)
    lines.push(`  transitions not covered: ${c.transitions.missing.join(', ')}`);
  if (unchecked.length) lines.push(`  states without a check: ${unchecked.join(', ')}`);
  return lines.join('\n');
}
