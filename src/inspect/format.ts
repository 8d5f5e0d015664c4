import type { StateValue } from 'xstate';

/** A state value as QA reads it: {"list":"ready","sync":"idle"} -> 'list.ready · sync.idle'. */
export function stateText(value: StateValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([k, v]) => (v === undefined ? k : `${k}.${stateText(v).split(' · ').join(` · ${k}.`)}`))
    .join(' · ');
}

/** 'xstate.done.actor.loadFavourites' -> 'done.actor.loadFavourites'. */
export const eventText = (type: string): string => type.replace(/^xstate\./, '');
