import { useState } from 'react';
import type { WrittenModule } from '#engine/page-modules.ts';
import { moveModule, slotsOf } from './page-edits.ts';
import type { PageEdit } from './page-edits.ts';

interface Props {
  description: Record<string, unknown>;
  modules: readonly WrittenModule[];
  selected: string | null;
  /** Pointers of modules with a problem (a note in the preview). */
  faulty: ReadonlySet<string>;
  onSelect(pointer: string): void;
  onEdit(edit: PageEdit): void;
}

export const moduleLabel = (m: WrittenModule): string => {
  const c = (m.config ?? {}) as { name?: unknown; title?: unknown };
  return `${String(c.name ?? '(no name)')}${typeof c.title === 'string' && c.title ? `: ${c.title}` : ''}`;
};

const DRAG_TYPE = 'application/x-wx-module';

/** '/layout/primary/main/2' -> its list '/layout/primary/main' and index 2. */
const placeOf = (pointer: string) => {
  const at = pointer.lastIndexOf('/');
  return { list: pointer.slice(0, at), index: Number(pointer.slice(at + 1)) };
};

/**
 * The page's modules by slot, in order: choose one to edit it, or drag it to another place in
 * its slot or another slot (the buttons of the Module tab do the same from the keyboard).
 */
export function Outline({ description, modules, selected, faulty, onSelect, onEdit }: Props) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const slots = slotsOf(description);
  const byList = new Map<string, WrittenModule[]>();
  for (const m of modules) {
    const { list } = placeOf(m.pointer);
    byList.set(list, [...(byList.get(list) ?? []), m]);
  }
  // Slots with modules; while dragging, every other slot too, after them (nothing moves up).
  const used = slots.filter((s) => byList.has(s.pointer));
  const empty = dragging ? slots.filter((s) => !byList.has(s.pointer)) : [];
  const nested = [...byList.keys()].filter((list) => !slots.some((s) => s.pointer === list));

  const drop = (list: string, index: number) => {
    const from = dragging;
    setDragging(null);
    setOver(null);
    if (!from) return;
    const { list: fromList, index: fromIndex } = placeOf(from);
    // Within a list, dropping below itself counts the gap it leaves.
    const to = fromList === list && index > fromIndex ? index - 1 : index;
    if (fromList === list && to === fromIndex) return;
    onEdit(moveModule(description, from, list, to));
  };
  /** A row takes a drop before it (upper half) or after it (lower half). */
  const half = (e: React.DragEvent) => {
    const box = e.currentTarget.getBoundingClientRect();
    return e.clientY > box.top + box.height / 2 ? 1 : 0;
  };

  const listOf = (list: string, label: string) => {
    const items = byList.get(list) ?? [];
    const onEnd = `${list}#end`;
    return (
      <section
        key={list}
        className={`tools-outline__slot${over === onEnd ? ' tools-outline__slot--over' : ''}`}
        aria-label={label}
        onDragOver={(e) => {
          if (!dragging) return;
          e.preventDefault();
          setOver(onEnd);
        }}
        onDrop={(e) => {
          e.preventDefault();
          drop(list, items.length);
        }}
      >
        <h3>{label}</h3>
        {items.length === 0 ? <p className="tools-hint">Drop a module here.</p> : null}
        <ol>
          {items.map((m, i) => (
            <li
              key={m.pointer}
              className={`tools-outline__item${over === `${list}#${i}` ? ' tools-outline__item--before' : ''}${over === `${list}#${i + 1}` && i === items.length - 1 ? ' tools-outline__item--after' : ''}`}
              onDragOver={(e) => {
                if (!dragging) return;
                e.preventDefault();
                e.stopPropagation();
                setOver(`${list}#${i + half(e)}`);
              }}
              onDrop={(e) => {
                e.preventDefault();
                e.stopPropagation();
                drop(list, i + half(e));
              }}
            >
              <button
                type="button"
                draggable
                aria-pressed={m.pointer === selected}
                className={faulty.has(m.pointer) ? 'tools-outline__faulty' : undefined}
                onClick={() => onSelect(m.pointer)}
                onDragStart={(e) => {
                  e.dataTransfer.setData(DRAG_TYPE, m.pointer);
                  e.dataTransfer.effectAllowed = 'move';
                  setDragging(m.pointer);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
              >
                {moduleLabel(m)}
                {faulty.has(m.pointer) ? <span className="tools-badge">problem</span> : null}
              </button>
            </li>
          ))}
        </ol>
      </section>
    );
  };

  if (modules.length === 0)
    return <p>No modules yet: add one from “Add a module”, or write them in the JSON.</p>;
  return (
    <div className="tools-outline">
      <p className="tools-hint">
        Choose a module to edit it; drag one to move it within or between slots.
      </p>
      {used.map((s) => listOf(s.pointer, s.label))}
      {nested.map((list) => listOf(list, `inside ${list}`))}
      {empty.map((s) => listOf(s.pointer, s.label))}
    </div>
  );
}
