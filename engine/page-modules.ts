import { escapePointerSegment } from '#schemas/messages.ts';
import { nestedLists } from './nested.ts';

/** A module config as written in a page description, and the JSON pointer to it. */
export interface WrittenModule {
  pointer: string;
  config: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const at = (pointer: string, ...segments: string[]): string =>
  [pointer, ...segments.map(escapePointerSegment)].join('/');

function addList(list: unknown, pointer: string, out: WrittenModule[]): void {
  if (!Array.isArray(list)) return;
  list.forEach((config, i) => addOne(config, at(pointer, String(i)), out));
}

function addOne(config: unknown, pointer: string, out: WrittenModule[]): void {
  out.push({ pointer, config });
  if (!isObject(config) || typeof config.name !== 'string') return;
  for (const { path, configs } of nestedLists({ name: config.name, ...config }))
    addList(configs, at(pointer, ...path), out);
}

/**
 * Every module config written in a page description, with its pointer, in document order: the
 * primary and secondary slots (every name, aliases included), `last`, the search overlay's map
 * module, the map panel's modules, the modules a map marker opens, and the modules nested in
 * each (tab panels). Reads any value
 * safely, so an editor's half-written page can be checked too.
 *
 * @example writtenModules({ layout: { primary: { main: [{ name: 'text' }] } } })
 *   // -> [{ pointer: '/layout/primary/main/0', config: { name: 'text' } }]
 */
export function writtenModules(description: unknown): WrittenModule[] {
  const out: WrittenModule[] = [];
  if (!isObject(description)) return out;
  const layout = isObject(description.layout) ? description.layout : {};
  for (const section of ['primary', 'secondary'] as const) {
    const slots = layout[section];
    if (!isObject(slots)) continue;
    for (const [slot, list] of Object.entries(slots))
      if (slot !== 'dataUrl') addList(list, at('/layout', section, slot), out);
  }
  addList(layout.last, '/layout/last', out);
  if (isObject(layout.search) && layout.search.mapModule !== undefined)
    addOne(layout.search.mapModule, '/layout/search/mapModule', out);
  const map = isObject(description.map) ? description.map : {};
  addList(map.modules, '/map/modules', out);
  if (Array.isArray(map.markers)) {
    map.markers.forEach((marker, i) => {
      if (isObject(marker) && isObject(marker.action))
        addList(marker.action.modules, at('/map/markers', String(i), 'action', 'modules'), out);
    });
  }
  return out;
}
