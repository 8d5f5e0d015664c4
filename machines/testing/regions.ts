import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';

/**
 * A state value read region by region, for messages people can act on: `list: expected adding,
 * is ready`. A region is the machine itself or a child of a parallel state; its state is the
 * dotted path of what is active inside it, down to the next parallel state.
 */
export interface RegionState {
  /** 'list', 'panel' or '' for the machine as a whole; dotted below nested parallel states. */
  region: string;
  state: string;
}

export interface RegionDiff {
  region: string;
  expected: string;
  actual: string;
}

function walk(node: AnyStateNode, value: StateValue | undefined, out: Map<string, string>): void {
  const region = node.path.join('.');
  const below = (n: AnyStateNode, v: StateValue | undefined, trail: string[]): void => {
    if (n.type === 'parallel') {
      out.set(region, trail.join('.') || '(all regions)');
      for (const child of Object.values(n.states)) {
        const sub = v && typeof v === 'object' ? v[child.key] : undefined;
        walk(child, sub, out);
      }
      return;
    }
    if (v === undefined) {
      out.set(region, trail.join('.'));
      return;
    }
    const [key, rest] = typeof v === 'string' ? [v, undefined] : (Object.entries(v)[0] ?? []);
    const child = key === undefined ? undefined : n.states[key];
    if (!child) {
      out.set(region, [...trail, String(key ?? '')].join('.'));
      return;
    }
    below(child, rest as StateValue | undefined, [...trail, child.key]);
  };
  if (node.type === 'parallel') below(node, value, []);
  else if (node.type === 'compound') {
    const v = value;
    const [key, rest] =
      v === undefined ? [] : typeof v === 'string' ? [v, undefined] : (Object.entries(v)[0] ?? []);
    const child = key === undefined ? undefined : node.states[key];
    if (!child) out.set(region, String(key ?? ''));
    else below(child, rest as StateValue | undefined, [child.key]);
  } else out.set(region, '');
}

/** Each region's state in `value`, regions in the machine's order. */
export function regionStates(machine: AnyStateMachine, value: StateValue): RegionState[] {
  const out = new Map<string, string>();
  walk(machine.root, value, out);
  return [...out]
    .filter(([, s]) => s !== '(all regions)')
    .map(([region, state]) => ({ region, state }));
}

/** The regions whose state differs between the expected and the actual value. */
export function regionDiff(
  machine: AnyStateMachine,
  expected: StateValue,
  actual: StateValue,
): RegionDiff[] {
  const want = regionStates(machine, expected);
  const have = new Map(regionStates(machine, actual).map((r) => [r.region, r.state]));
  const regions = [...new Set([...want.map((r) => r.region), ...have.keys()])];
  const wanted = new Map(want.map((r) => [r.region, r.state]));
  return regions
    .map((region) => ({
      region,
      expected: wanted.get(region) ?? '(not active)',
      actual: have.get(region) ?? '(not active)',
    }))
    .filter((d) => d.expected !== d.actual);
}

/** 'list: expected adding, is ready; popover: expected shown, is hidden'. */
export function diffText(diff: RegionDiff[]): string {
  return diff
    .map((d) => `${d.region || 'state'}: expected ${d.expected}, is ${d.actual}`)
    .join('; ');
}
