import { useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { api, ApiError } from './api.ts';
import type { DraftList } from './api.ts';
import { formatAsOf } from './nz-time.ts';
import { formatBytes } from './sizes.ts';
import './preview.css';

/**
 * The drafts area (issue 23): the signed-in editor's drafts, newest first, with the page each is
 * of, when it was saved, its size and version, and how much of the drafts' storage is in use.
 */
export function DraftsPage() {
  const list = useLoaderData() as DraftList;
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const remove = async (id: string, path: string) => {
    try {
      await api.deleteDraft(id);
      setMessage(`Deleted the draft of ${path || 'a page'}.`);
      setConfirming(null);
      await revalidator.revalidate();
    } catch (error) {
      setMessage(`Not deleted: ${error instanceof ApiError ? error.message : String(error)}`);
    }
  };
  return (
    <section className="tools-drafts">
      <h1>Your drafts</h1>
      <p>
        {formatBytes(list.storage.usedBytes)} of the drafts’ {formatBytes(list.storage.quotaBytes)}{' '}
        are in use (every editor’s, every version). A draft is deleted {list.expireDays} days after
        its last save.
      </p>
      <p role="status" className="tools-message">
        {message}
      </p>
      {list.drafts.length === 0 ? (
        <p>
          You have no drafts. Open a page in the <Link to="/preview">preview</Link> and choose “Save
          draft”.
        </p>
      ) : (
        <table className="tools-table">
          <caption className="tools-visually-hidden">Your drafts, last saved first</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Saved at</th>
              <th scope="col">Size</th>
              <th scope="col">Version</th>
              <th scope="col">
                <span className="tools-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.drafts.map((d) => (
              <tr key={d.id}>
                <th scope="row">
                  <Link to={`/preview/drafts/${d.id}`}>{d.path || '(no path)'}</Link>
                </th>
                <td data-label="Saved at">{formatAsOf(Date.parse(d.savedAt))}</td>
                <td data-label="Size">{formatBytes(d.bytes)}</td>
                <td data-label="Version">
                  <Link to={`/preview/drafts/${d.id}/versions`}>
                    {d.version} {d.version === 1 ? 'version' : 'versions'}
                  </Link>
                </td>
                <td>
                  {confirming === d.id ? (
                    <span className="tools-row">
                      <button type="button" onClick={() => void remove(d.id, d.path)}>
                        Delete for good
                      </button>
                      <button type="button" onClick={() => setConfirming(null)}>
                        Keep it
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      aria-label={`Delete the draft of ${d.path || 'a page'} saved at ${formatAsOf(Date.parse(d.savedAt))}`}
                      onClick={() => setConfirming(d.id)}
                    >
                      Delete
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
