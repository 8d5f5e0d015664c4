import type { DiffEntry } from './json-diff.ts';
import { shortJson } from './json-diff.ts';

interface Props {
  diff: readonly DiffEntry[];
  /** What the two sides are called ('the live page', 'this draft'). */
  before: string;
  after: string;
  /** Choosing a difference (its pointer in the newer value), when the editor can show it. */
  onPick?(entry: DiffEntry): void;
}

const KIND = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

/** Differences of two descriptions by JSON pointer, each with its values before and after. */
export function DiffList({ diff, before, after, onPick }: Props) {
  if (diff.length === 0)
    return <p className="tools-ok">No differences: the descriptions are the same.</p>;
  return (
    <ol className="tools-diff" aria-label={`Differences between ${before} and ${after}`}>
      {diff.map((d) => (
        <li key={`${d.kind} ${d.pointer}`} className={`tools-diff__${d.kind}`}>
          <span className="tools-diff__kind">{KIND[d.kind]}</span>{' '}
          {onPick && d.kind !== 'removed' ? (
            <button type="button" className="tools-link" onClick={() => onPick(d)}>
              <code>{d.pointer || '/'}</code>
            </button>
          ) : (
            <code>{d.pointer || '/'}</code>
          )}
          {d.kind !== 'added' ? (
            <span className="tools-diff__value">
              {' '}
              {before}: <code>{shortJson(d.before)}</code>
            </span>
          ) : null}
          {d.kind !== 'removed' ? (
            <span className="tools-diff__value">
              {' '}
              {after}: <code>{shortJson(d.after)}</code>
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
