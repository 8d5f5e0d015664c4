import { useId } from 'react';
import { moduleSchema, resolve } from './schema-help.ts';
import type { Resolved } from './schema-help.ts';

interface Props {
  /** The module config as the JSON has it now. */
  config: Record<string, unknown>;
  /** Sets one field (undefined removes it). */
  onField(name: string, value: unknown): void;
}

type Field =
  | { kind: 'enum'; values: unknown[] }
  | { kind: 'string'; long: boolean }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' };

function fieldOf(resolved: Resolved): Field | undefined {
  if (resolved.enumValues && resolved.enumValues.length > 1)
    return { kind: 'enum', values: resolved.enumValues };
  if (resolved.type === 'string')
    return {
      kind: 'string',
      long: ((resolved.schema as { maxLength?: number }).maxLength ?? 0) > 400,
    };
  if (resolved.type === 'number' || resolved.type === 'integer')
    return { kind: 'number', integer: resolved.type === 'integer' };
  if (resolved.type === 'boolean') return { kind: 'boolean' };
  return undefined; // objects and lists: edited in the JSON
}

/**
 * A form for one module, generated from its config schema: enums as selects, required fields
 * marked, text, numbers and switches. Each change is an edit of the JSON, so both stay in step.
 */
export function ModuleForm({ config, onField }: Props) {
  const id = useId();
  const schema = moduleSchema(config.name);
  const fields = Object.entries(schema.properties)
    .filter(([name]) => name !== 'name')
    .map(([name, p]) => [name, resolve(p.schema, p.base), schema.required.has(name)] as const)
    .flatMap(([name, r, required]) => {
      const field = fieldOf(r);
      return field ? [{ name, r, required, field }] : [];
    });
  return (
    <form className="tools-form" onSubmit={(e) => e.preventDefault()}>
      {fields.map(({ name, r, required, field }) => {
        const inputId = `${id}-${name}`;
        const value = config[name];
        const label = (
          <label htmlFor={inputId}>
            {name}
            {required ? <span className="tools-required"> (required)</span> : null}
          </label>
        );
        const hint = r.description ? <small>{r.description}</small> : null;
        if (field.kind === 'boolean')
          return (
            <div className="tools-field tools-field--check" key={name}>
              <input
                id={inputId}
                type="checkbox"
                checked={value === true}
                onChange={(e) => onField(name, e.target.checked ? true : undefined)}
              />
              {label}
              {hint}
            </div>
          );
        let input;
        if (field.kind === 'enum') {
          input = (
            <select
              id={inputId}
              required={required}
              value={value === undefined ? '' : JSON.stringify(value)}
              onChange={(e) =>
                onField(name, e.target.value === '' ? undefined : JSON.parse(e.target.value))
              }
            >
              <option value="">(not set)</option>
              {field.values.map((v) => (
                <option key={JSON.stringify(v)} value={JSON.stringify(v)}>
                  {String(v)}
                </option>
              ))}
            </select>
          );
        } else if (field.kind === 'number') {
          input = (
            <input
              id={inputId}
              type="number"
              required={required}
              step={field.integer ? 1 : 'any'}
              value={typeof value === 'number' ? value : ''}
              onChange={(e) =>
                onField(name, e.target.value === '' ? undefined : Number(e.target.value))
              }
            />
          );
        } else {
          const props = {
            id: inputId,
            required,
            value: typeof value === 'string' ? value : '',
            onChange: (e: { target: { value: string } }) =>
              onField(name, e.target.value === '' ? undefined : e.target.value),
          };
          input =
            field.kind === 'string' && field.long ? (
              <textarea rows={4} {...props} />
            ) : (
              <input type="text" {...props} />
            );
        }
        return (
          <div className="tools-field" key={name}>
            {label}
            {input}
            {hint}
          </div>
        );
      })}
    </form>
  );
}
