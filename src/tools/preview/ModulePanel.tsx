import { useId, useState } from 'react';
import type { WrittenModule } from '#engine/page-modules.ts';
import type { JsonPath } from './json-paths.ts';
import { pointerToPath } from './json-paths.ts';
import { moduleLabel } from './Outline.tsx';
import { duplicateModule, moveBy, moveModule, removeModule, slotsOf } from './page-edits.ts';
import type { PageEdit } from './page-edits.ts';
import { SchemaForm } from './SchemaForm.tsx';

interface Props {
  description: Record<string, unknown>;
  modules: readonly WrittenModule[];
  selected: WrittenModule | undefined;
  /** Why the live site leaves the selected module out, if it does. */
  problem: string | undefined;
  onSelect(pointer: string): void;
  onEdit(edit: PageEdit, message: string): void;
  /** Sets a value inside the JSON (a field of the selected module). */
  onField(path: JsonPath, value: unknown): void;
}

/**
 * The selected module: which one (a picker that keeps the choice through edits and errors), its
 * place (up, down, to another slot), a copy or its removal, and its form.
 */
export function ModulePanel(props: Props) {
  const { description, modules, selected, onEdit } = props;
  const id = useId();
  const slots = slotsOf(description);
  const [slot, setSlot] = useState(slots[0]?.pointer ?? '');
  if (!selected)
    return (
      <div className="tools-module">
        <p>
          {modules.length === 0
            ? 'No modules to edit: the page has none yet.'
            : 'Choose a module: click it in the preview, or pick it in the outline or here.'}
        </p>
        {modules.length > 0 ? <ModulePicker {...props} id={id} /> : null}
      </div>
    );
  const name = moduleLabel(selected);
  const act = (edit: PageEdit | null, message: string) => {
    if (edit) onEdit(edit, message);
  };
  return (
    <div className="tools-module">
      <ModulePicker {...props} id={id} />
      {props.problem ? (
        <p className="tools-warning" role="note">
          The live site leaves this module out: {props.problem}
        </p>
      ) : null}
      <div className="tools-row" role="group" aria-label={`Arrange ${name}`}>
        <button
          type="button"
          onClick={() => act(moveBy(description, selected.pointer, -1), `Moved ${name} up.`)}
        >
          Move up
        </button>
        <button
          type="button"
          onClick={() => act(moveBy(description, selected.pointer, 1), `Moved ${name} down.`)}
        >
          Move down
        </button>
        <button
          type="button"
          onClick={() => act(duplicateModule(description, selected.pointer), `Duplicated ${name}.`)}
        >
          Duplicate
        </button>
        <button
          type="button"
          onClick={() => act(removeModule(description, selected.pointer), `Removed ${name}.`)}
        >
          Remove
        </button>
      </div>
      <div className="tools-row">
        <label htmlFor={`${id}-to`}>Move to slot</label>
        <select id={`${id}-to`} value={slot} onChange={(e) => setSlot(e.target.value)}>
          {slots.map((s) => (
            <option key={s.pointer} value={s.pointer}>
              {s.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => {
            const label = slots.find((s) => s.pointer === slot)?.label ?? slot;
            act(moveModule(description, selected.pointer, slot), `Moved ${name} to ${label}.`);
          }}
        >
          Move
        </button>
      </div>
      {typeof selected.config === 'object' && selected.config !== null ? (
        <SchemaForm
          key={selected.pointer}
          config={selected.config as Record<string, unknown>}
          onField={(path, value) =>
            props.onField([...pointerToPath(selected.pointer), ...path], value)
          }
        />
      ) : (
        <p>This module is not an object: fix it in the JSON.</p>
      )}
    </div>
  );
}

function ModulePicker({ modules, selected, onSelect, id }: Props & { id: string }) {
  return (
    <div className="tools-field">
      <label htmlFor={`${id}-pick`}>Selected module</label>
      <select
        id={`${id}-pick`}
        value={selected?.pointer ?? ''}
        onChange={(e) => onSelect(e.target.value)}
      >
        {selected ? null : <option value="">(choose a module)</option>}
        {modules.map((m) => (
          <option key={m.pointer} value={m.pointer}>
            {`${moduleLabel(m)} (${m.pointer})`}
          </option>
        ))}
      </select>
    </div>
  );
}
