import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * Event names as the machine's authors wrote them, for people: xstate names an invoke's answer
 * after the invoke's id, which it generates when the author gave none
 * ('xstate.done.actor.0.favourites.sync.failed'), and a timer after its delay and state.
 *   xstate.done.actor.<id>   -> 'done: <src>'   (the invoked source's name)
 *   xstate.error.actor.<id>  -> 'error: <src>'
 *   xstate.after.<delay>.<state> -> 'after <delay> (20 s)'
 */
export function eventLabel(machine: AnyStateMachine, type: string): string {
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (answer) {
    const id = answer[2]!;
    for (const node of getStateNodes(machine.root)) {
      const inv = node.invoke.find((i) => i.id === id);
      if (inv) return `${answer[1]}: ${typeof inv.src === 'string' ? inv.src : id}`;
    }
    return `${answer[1]}: ${id}`;
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) {
    const name = after[1]!;
    const delay: unknown = machine.implementations.delays[name];
    const ms = /^\d+$/.test(name) ? Number(name) : typeof delay === 'number' ? delay : null;
    const time = ms === null ? '' : ms >= 1000 ? ` (${ms / 1000} s)` : ` (${ms} ms)`;
    return /^\d+$/.test(name) ? `after${time}` : `after ${name}${time}`;
  }
  return type;
}
