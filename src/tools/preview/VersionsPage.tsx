import { useEffect, useState } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { api, ApiError } from './api.ts';
import type { Draft, DraftVersion } from './api.ts';
import { DiffList } from './DiffList.tsx';
import { diffByPointer } from './json-diff.ts';
import type { DiffEntry } from './json-diff.ts';
import { formatAsOf } from './nz-time.ts';
import { formatBytes } from './sizes.ts';
import './preview.css';

const parsed = (text: string | undefined): unknown => {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
};

/**
 * A draft's versions (issue 23): each saved text, newest first, who saved it and when; open any
 * of them in the editor, or compare two by JSON pointer.
 */
export function VersionsPage() {
  const { draft, versions } = useLoaderData() as { draft: Draft; versions: DraftVersion[] };
  const [params, setParams] = useSearchParams();
  const newest = versions[0]?.version ?? 1;
  const from = Number(params.get('from') ?? Math.max(1, newest - 1));
  const to = Number(params.get('to') ?? newest);
  const [diff, setDiff] = useState<DiffEntry[] | string | null>(null);
  useEffect(() => {
    if (from === to) {
      setDiff(null);
      return;
    }
    let current = true;
    Promise.all([api.version(draft.id, from), api.version(draft.id, to)])
      .then(([a, b]) => {
        const [x, y] = [parsed(a.text), parsed(b.text)];
        if (!current) return;
        setDiff(
          x === undefined || y === undefined
            ? 'One of the two is not valid JSON, so they cannot be compared by pointer.'
            : diffByPointer(x, y),
        );
      })
      .catch((error: unknown) => {
        if (current) setDiff(error instanceof ApiError ? error.message : String(error));
      });
    return () => {
      current = false;
    };
  }, [draft.id, from, to]);
  const choose = (name: 'from' | 'to', value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next, { replace: true });
  };
  const picker = (name: 'from' | 'to', label: string, value: number) => (
    <label>
      {label}{' '}
      <select value={value} onChange={(e) => choose(name, e.target.value)}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            version {v.version}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="tools-drafts">
      <h1>Versions of the draft of {draft.path || 'a page'}</h1>
      <p>
        <Link to={`/preview/drafts/${draft.id}`}>Open the latest (version {draft.version})</Link> ·{' '}
        <Link to="/preview/drafts">Your drafts</Link>
      </p>
      <table className="tools-table">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Saved at</th>
            <th scope="col">By</th>
            <th scope="col">Size</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr key={v.version}>
              <th scope="row">
                <Link
                  to={
                    v.version === draft.version
                      ? `/preview/drafts/${draft.id}`
                      : `/preview/drafts/${draft.id}/versions/${v.version}`
                  }
                >
                  Version {v.version}
                  {v.version === draft.version ? ' (latest)' : ''}
                </Link>
              </th>
              <td data-label="Saved at">{formatAsOf(Date.parse(v.savedAt))}</td>
              <td data-label="By">{v.savedBy || 'an editor'}</td>
              <td data-label="Size">{formatBytes(v.bytes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Compare two versions</h2>
      {versions.length < 2 ? (
        <p>There is one version so far: save the draft again to compare.</p>
      ) : (
        <>
          <div className="tools-row">
            {picker('from', 'From', from)}
            {picker('to', 'to', to)}
          </div>
          {from === to ? <p>Choose two different versions.</p> : null}
          {typeof diff === 'string' ? <p role="alert">{diff}</p> : null}
          {Array.isArray(diff) ? (
            <DiffList diff={diff} before={`version ${from}`} after={`version ${to}`} />
          ) : null}
        </>
      )}
    </section>
  );
}
