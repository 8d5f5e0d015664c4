import { useState } from 'react';
import { api, ApiError } from './api.ts';
import type { SaveConflict } from './api.ts';
import { DiffList } from './DiffList.tsx';
import { diffByPointer } from './json-diff.ts';
import type { DiffEntry } from './json-diff.ts';
import type { Session } from './use-document-session.ts';

interface Props {
  session: Session;
  draftId: string;
  conflict: SaveConflict;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * A save refused because the draft was saved since (another tab, another editor): nothing is
 * lost, and the editor chooses: compare the two, keep theirs as the next version, or save theirs
 * as a draft of its own.
 */
export function ConflictPanel({ session, draftId, conflict }: Props) {
  const newer = conflict.current.version;
  const [diff, setDiff] = useState<DiffEntry[] | string | null>(null);
  const compare = async () => {
    try {
      const theirs = await api.version(draftId, newer);
      const [a, b] = [parsed(theirs.text ?? ''), parsed(session.text)];
      setDiff(
        a === undefined || b === undefined
          ? 'One of the two is not valid JSON: compare them in the JSON.'
          : diffByPointer(a, b),
      );
    } catch (error) {
      setDiff(
        `Version ${newer} could not be loaded: ${error instanceof ApiError ? error.message : String(error)}`,
      );
    }
  };
  return (
    <div className="tools-conflict" role="alert">
      <p>
        Version {newer} was saved after the version you started from. Nothing is lost: compare them,
        keep yours as version {newer + 1} (version {newer} stays in the versions), or save yours as
        a draft of its own.
      </p>
      <div className="tools-row">
        <button type="button" onClick={() => void compare()}>
          Compare with version {newer}
        </button>
        <button type="button" onClick={() => void session.save('over-newer')}>
          Save mine as version {newer + 1}
        </button>
        <button type="button" onClick={() => void session.save('new-draft')}>
          Save mine as a new draft
        </button>
      </div>
      {typeof diff === 'string' ? <p>{diff}</p> : null}
      {Array.isArray(diff) ? (
        <DiffList diff={diff} before={`version ${newer}`} after="yours" />
      ) : null}
    </div>
  );
}
