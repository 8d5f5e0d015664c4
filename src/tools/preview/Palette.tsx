import { useId, useState } from 'react';
import { MODULE_NAMES } from '#schemas/generated/catalogue.ts';
import { addModule, exampleConfig, slotsOf } from './page-edits.ts';
import type { PageEdit } from './page-edits.ts';
import { moduleSchema } from './schema-help.ts';

interface Props {
  description: Record<string, unknown>;
  /** The slot new modules go to first (the selected module's, else the main slot). */
  slot: string;
  onEdit(edit: PageEdit, message: string): void;
}

/** 'title: About · text: Fine weather.' from a module's example, for the catalogue. */
function exampleSummary(config: Record<string, unknown>): string {
  return Object.entries(config)
    .filter(([k]) => k !== 'name')
    .map(([k, v]) => {
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      return `${k}: ${text.length > 40 ? `${text.slice(0, 39)}…` : text}`;
    })
    .join(' · ');
}

/**
 * The module catalogue (every module the engine knows, from the schemas): its name, what it is
 * and its schema's example; "Add" puts the example into the chosen slot (required fields filled).
 */
export function Palette({ description, slot, onEdit }: Props) {
  const id = useId();
  const slots = slotsOf(description);
  const [target, setTarget] = useState(
    slots.some((s) => s.pointer === slot) ? slot : (slots[0]?.pointer ?? slot),
  );
  const [filter, setFilter] = useState('');
  const label = slots.find((s) => s.pointer === target)?.label ?? target;
  const shown = MODULE_NAMES.map((name) => ({
    name,
    about: moduleSchema(name).description ?? '',
    example: exampleConfig(name),
  })).filter(
    ({ name, about }) =>
      !filter || `${name} ${about}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <div className="tools-palette">
      <div className="tools-row">
        <label htmlFor={`${id}-slot`}>Add to slot</label>
        <select id={`${id}-slot`} value={target} onChange={(e) => setTarget(e.target.value)}>
          {slots.map((s) => (
            <option key={s.pointer} value={s.pointer}>
              {s.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-filter`}>Find</label>
        <input
          id={`${id}-filter`}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <ul className="tools-palette__list" aria-label="Modules">
        {shown.map(({ name, about, example }) => (
          <li key={name}>
            <h3>{name}</h3>
            {about ? <p>{about}</p> : null}
            <p className="tools-palette__example">
              <span className="tools-visually-hidden">Example: </span>
              {exampleSummary(example) || '(no settings)'}
            </p>
            <button
              type="button"
              onClick={() =>
                onEdit(
                  addModule(description, target, exampleConfig(name)),
                  `Added ${name} to ${label}.`,
                )
              }
            >
              Add <span className="tools-visually-hidden">{name} </span>to {label}
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p>No module matches “{filter}”.</p> : null}
    </div>
  );
}
