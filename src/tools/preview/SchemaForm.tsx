import { useId } from 'react';
import type { JsonPath } from './json-paths.ts';
import { holdsModules, itemsOf, moduleSchema, resolve } from './schema-help.ts';
import type { Resolved } from './schema-help.ts';

interface Props {
  /** The module config as the JSON has it now. */
  config: Record<string, unknown>;
  /** Sets the value at `path` inside the module (undefined removes it): an edit of the JSON. */
  onField(path: JsonPath, value: unknown): void;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** Lists longer than this are edited in the JSON past it: a form of 2,000 markers helps nobody. */
const MAX_ITEMS = 40;
const MAX_DEPTH = 5;

type Kind =
  | 'enum'
  | 'text'
  | 'long-text'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'object'
  | 'list'
  | 'modules'
  | 'choices'
  | 'json';

function kindOf(r: Resolved): Kind {
  if (r.enumValues && r.enumValues.length > 1) return 'enum';
  if (r.type === 'string')
    return ((r.schema as { maxLength?: number }).maxLength ?? 0) > 400 ? 'long-text' : 'text';
  if (r.type === 'number') return 'number';
  if (r.type === 'integer') return 'integer';
  if (r.type === 'boolean') return 'boolean';
  if (r.type === 'array') {
    if (holdsModules(r)) return 'modules';
    const items = itemsOf(r);
    return items?.enumValues && items.enumValues.length > 1 ? 'choices' : 'list';
  }
  if (r.type === 'object' || Object.keys(r.properties).length > 0) return 'object';
  return 'json';
}

/** A new item of a list: an empty object, text or number, as the item's schema says. */
function emptyOf(r: Resolved | undefined): unknown {
  if (!r) return '';
  if (r.enumValues?.length) return r.enumValues[0];
  if (r.type === 'object' || Object.keys(r.properties).length) return {};
  if (r.type === 'array') return [];
  if (r.type === 'number' || r.type === 'integer') return 0;
  if (r.type === 'boolean') return false;
  return '';
}

interface FieldProps {
  name: string;
  label: string;
  r: Resolved;
  value: unknown;
  required: boolean;
  path: JsonPath;
  depth: number;
  onField(path: JsonPath, value: unknown): void;
}

function Fields({
  r,
  value,
  path,
  depth,
  onField,
}: Omit<FieldProps, 'name' | 'label' | 'required'>) {
  const object = isObject(value) ? value : {};
  return (
    <>
      {Object.entries(r.properties)
        .filter(([name]) => !(depth === 0 && name === 'name'))
        .map(([name, p]) => (
          <Field
            key={name}
            name={name}
            label={name}
            r={resolve(p.schema, p.base)}
            value={object[name]}
            required={r.required.has(name)}
            path={[...path, name]}
            depth={depth}
            onField={onField}
          />
        ))}
    </>
  );
}

function Field(props: FieldProps) {
  const { label, r, value, required, path, depth, onField } = props;
  const id = useId();
  const kind = kindOf(r);
  const hint = r.description ? <small id={`${id}-hint`}>{r.description}</small> : null;
  const described = r.description ? `${id}-hint` : undefined;
  const labelEl = (
    <label htmlFor={id}>
      {label}
      {required ? <span className="tools-required"> (required)</span> : null}
    </label>
  );
  const set = (v: unknown) => onField(path, v);

  if (kind === 'boolean')
    return (
      <div className="tools-field tools-field--check">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          aria-describedby={described}
          onChange={(e) => set(e.target.checked ? true : undefined)}
        />
        {labelEl}
        {hint}
      </div>
    );
  if (kind === 'enum')
    return (
      <div className="tools-field">
        {labelEl}
        <select
          id={id}
          value={value === undefined ? '' : JSON.stringify(value)}
          aria-describedby={described}
          onChange={(e) => set(e.target.value === '' ? undefined : JSON.parse(e.target.value))}
        >
          <option value="">(not set)</option>
          {r.enumValues?.map((v) => (
            <option key={JSON.stringify(v)} value={JSON.stringify(v)}>
              {String(v)}
            </option>
          ))}
        </select>
        {hint}
      </div>
    );
  if (kind === 'number' || kind === 'integer')
    return (
      <div className="tools-field">
        {labelEl}
        <input
          id={id}
          type="number"
          step={kind === 'integer' ? 1 : 'any'}
          value={typeof value === 'number' ? value : ''}
          aria-describedby={described}
          onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))}
        />
        {hint}
      </div>
    );
  if (kind === 'text' || kind === 'long-text') {
    const common = {
      id,
      value: typeof value === 'string' ? value : '',
      'aria-describedby': described,
      onChange: (e: { target: { value: string } }) =>
        set(e.target.value === '' ? undefined : e.target.value),
    };
    return (
      <div className="tools-field">
        {labelEl}
        {kind === 'long-text' ? (
          <textarea rows={4} {...common} />
        ) : (
          <input type="text" {...common} />
        )}
        {hint}
      </div>
    );
  }
  if (kind === 'choices') {
    const chosen = Array.isArray(value) ? value : [];
    const options = itemsOf(r)?.enumValues ?? [];
    return (
      <fieldset className="tools-fieldset">
        <legend>{label}</legend>
        {options.map((option) => (
          <label key={String(option)} className="tools-check">
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(e) => {
                const next = e.target.checked
                  ? [...chosen, option]
                  : chosen.filter((c) => c !== option);
                set(next.length ? next : undefined);
              }}
            />
            {String(option)}
          </label>
        ))}
        {hint}
      </fieldset>
    );
  }
  if (kind === 'modules')
    return (
      <p className="tools-field-note">
        <strong>{label}</strong>: {Array.isArray(value) ? value.length : 0} module(s), each edited
        on its own: choose it in the outline or the preview.
      </p>
    );
  if (kind === 'json' || depth >= MAX_DEPTH)
    return (
      <p className="tools-field-note">
        <strong>{label}</strong>: edited in the JSON.
      </p>
    );
  if (kind === 'object')
    return (
      <fieldset className="tools-fieldset">
        <legend>
          {label}
          {required ? <span className="tools-required"> (required)</span> : null}
        </legend>
        {hint}
        {isObject(value) || required ? (
          <Fields r={r} value={value} path={path} depth={depth + 1} onField={onField} />
        ) : (
          <button type="button" onClick={() => set({})}>
            Add {label}
          </button>
        )}
        {isObject(value) && !required ? (
          <button type="button" onClick={() => set(undefined)}>
            Remove {label}
          </button>
        ) : null}
      </fieldset>
    );
  // A list of objects, texts or numbers: each item with its own fields, moved and removed here.
  const items = Array.isArray(value) ? value : [];
  const itemSchema = itemsOf(r);
  const setItems = (next: unknown[]) => set(next.length ? next : undefined);
  return (
    <fieldset className="tools-fieldset">
      <legend>
        {label} ({items.length} {items.length === 1 ? 'item' : 'items'})
      </legend>
      {hint}
      <ol className="tools-items">
        {items.slice(0, MAX_ITEMS).map((item, i) => (
          <li key={i}>
            {itemSchema ? (
              kindOf(itemSchema) === 'object' ? (
                <Fields
                  r={itemSchema}
                  value={item}
                  path={[...path, i]}
                  depth={depth + 1}
                  onField={onField}
                />
              ) : (
                <Field
                  name={String(i)}
                  label={`${label} ${i + 1}`}
                  r={itemSchema}
                  value={item}
                  required
                  path={[...path, i]}
                  depth={depth + 1}
                  onField={onField}
                />
              )
            ) : null}
            <div className="tools-item-actions">
              <button
                type="button"
                disabled={i === 0}
                aria-label={`Move ${label} item ${i + 1} up`}
                onClick={() => setItems(items.toSpliced(i, 1).toSpliced(i - 1, 0, item))}
              >
                Up
              </button>
              <button
                type="button"
                disabled={i === items.length - 1}
                aria-label={`Move ${label} item ${i + 1} down`}
                onClick={() => setItems(items.toSpliced(i, 1).toSpliced(i + 1, 0, item))}
              >
                Down
              </button>
              <button
                type="button"
                aria-label={`Remove ${label} item ${i + 1}`}
                onClick={() => setItems(items.toSpliced(i, 1))}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      {items.length > MAX_ITEMS ? (
        <p className="tools-field-note">
          …and {items.length - MAX_ITEMS} more, edited in the JSON.
        </p>
      ) : null}
      <button type="button" onClick={() => setItems([...items, emptyOf(itemSchema)])}>
        Add to {label}
      </button>
    </fieldset>
  );
}

/**
 * A form for one module, generated from its config schema: texts, numbers, switches and choices,
 * and the lists and groups inside (links, groups, ad definitions, markers), each item with its own
 * fields. Each change is an edit of the JSON, so both stay in step and undo covers both.
 */
export function SchemaForm({ config, onField }: Props) {
  return (
    <form className="tools-form" onSubmit={(e) => e.preventDefault()}>
      <Fields r={moduleSchema(config.name)} value={config} path={[]} depth={0} onField={onField} />
    </form>
  );
}
