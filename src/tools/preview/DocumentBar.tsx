import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { documentAddress, documentTitle, sitePath } from './document.ts';
import { contentFileOf, generatedPageSource } from './generated-pages.ts';
import { formatAsOf } from './nz-time.ts';
import type { Session } from './use-document-session.ts';
import { keepUnsaved } from './unsaved.ts';
import { ConflictPanel } from './ConflictPanel.tsx';

interface Props {
  session: Session;
  /** The description's url (when the text parses and has one). */
  url: unknown;
  /** Puts the text kept in the browser back into the editor (as an edit: undo takes it out). */
  onRestore(text: string): void;
}

/**
 * What is open and what can be done with it: open another page or a file, start a new page, save
 * (a new draft, or the draft's next version), download, and what happened last.
 */
export function DocumentBar({ session, url, onRestore }: Props) {
  const navigate = useNavigate();
  const { source } = session;
  const documentPath = source.kind === 'new' ? '' : source.path;
  const [pathInput, setPathInput] = useState(documentPath);
  useEffect(() => setPathInput(documentPath), [documentPath]);
  const owner = generatedPageSource(url);
  const share =
    source.kind === 'draft' ? new URL(documentAddress(source), location.origin).href : null;

  const open = (event: React.FormEvent) => {
    event.preventDefault();
    if (!pathInput.trim()) {
      session.setMessage('Type the path of a page, such as /towns-cities/locations/auckland.');
      return;
    }
    navigate(`/preview/pages${sitePath(pathInput)}`);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    try {
      keepUnsaved(localStorage, { kind: 'new' }, text, '', Date.now());
    } catch {
      // no storage: the file opens all the same, as an empty new page
    }
    navigate('/preview/new', { state: { restore: true, file: file.name } });
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([session.text], { type: 'application/json' }));
    link.download = contentFileOf(url).split('/').at(-1) ?? 'page.json';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const saveLabel =
    source.kind !== 'draft'
      ? 'Save draft'
      : source.version === source.latest
        ? `Save version ${source.latest + 1}`
        : `Save as version ${source.latest + 1}`;

  return (
    <div className="tools-document">
      <h1>
        Editing {documentTitle(source)}
        {session.dirty ? <span className="tools-badge">unsaved changes</span> : null}
      </h1>
      <form className="tools-row" onSubmit={open}>
        <label htmlFor="page-path">Page path</label>
        <input id="page-path" value={pathInput} onChange={(e) => setPathInput(e.target.value)} />
        <button type="submit">Open page</button>
      </form>
      <div className="tools-row">
        <button type="button" disabled={session.saving} onClick={() => void session.save()}>
          {saveLabel}
        </button>
        <label className="tools-button">
          Open a file…
          <input
            type="file"
            accept=".json,application/json"
            className="tools-visually-hidden"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </label>
        <button type="button" onClick={download}>
          Download JSON
        </button>
        <Link to="/preview/new">New page</Link>
        <Link to="/preview/drafts">Your drafts</Link>
        {source.kind === 'draft' ? (
          <Link to={`/preview/drafts/${source.id}/versions`}>Versions</Link>
        ) : null}
      </div>
      <p role="status" className="tools-message">
        {session.message}
      </p>
      {session.offer ? (
        <div className="tools-offer" role="region" aria-label="Unsaved changes in this browser">
          <p>
            This browser kept unsaved changes to {documentTitle(source)} from{' '}
            {formatAsOf(session.offer.at)}
            {source.kind === 'draft' &&
            session.offer.baseVersion !== undefined &&
            session.offer.baseVersion < source.latest
              ? `, made on version ${session.offer.baseVersion} (the draft is at version ${source.latest} now)`
              : ''}
            . Until you choose, new changes are not kept.
          </p>
          <button
            type="button"
            onClick={() => {
              const offer = session.takeOffer();
              if (offer) onRestore(offer.text);
            }}
          >
            Restore them
          </button>
          <button type="button" onClick={session.discardOffer}>
            Discard them
          </button>
        </div>
      ) : null}
      {session.conflict && source.kind === 'draft' ? (
        <ConflictPanel session={session} draftId={source.id} conflict={session.conflict} />
      ) : null}
      {session.savedElsewhere && !session.conflict ? (
        <p className="tools-warning" role="note">
          This draft was saved as version {session.savedElsewhere} in another tab. Saving here now
          is refused unless you choose to keep yours as the next version.
        </p>
      ) : null}
      {!session.kept ? (
        <p className="tools-warning" role="note">
          This browser would not keep the unsaved changes (its storage is full or off): save a draft
          or download the JSON before leaving.
        </p>
      ) : null}
      {share ? (
        <p className="tools-share">
          Share link: <a href={share}>{share}</a>
        </p>
      ) : null}
      {owner ? (
        <p className="tools-warning" role="note">
          {String(url)} is generated: <code>npm run content:build</code> owns it and overwrites
          edits to <code>{contentFileOf(url)}</code>. To change it for good, change {owner}, then
          rebuild.
        </p>
      ) : null}
    </div>
  );
}
