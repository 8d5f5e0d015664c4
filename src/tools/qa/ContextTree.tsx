/** The machine's context as a tree: objects and lists fold, values show as JSON. */
export function ContextTree({ value, name = 'context' }: { value: unknown; name?: string }) {
  if (value instanceof Error) return <Leaf name={name} text={`Error: ${value.message}`} />;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const kind = Array.isArray(value) ? `list of ${entries.length}` : `${entries.length} fields`;
    return (
      <li>
        <details open={name === 'context' || entries.length <= 4}>
          <summary>
            <span className="qa-tree__key">{name}</span> <span className="qa-small">({kind})</span>
          </summary>
          <ul className="qa-tree">
            {entries.map(([k, v]) => (
              <ContextTree key={k} name={k} value={v} />
            ))}
          </ul>
        </details>
      </li>
    );
  }
  return <Leaf name={name} text={value === undefined ? 'undefined' : JSON.stringify(value)} />;
}

function Leaf({ name, text }: { name: string; text: string }) {
  return (
    <li>
      <span className="qa-tree__key">{name}</span>: <code>{text}</code>
    </li>
  );
}
