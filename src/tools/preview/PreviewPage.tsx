import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { allIssues, validatePageDescriptionText } from '#engine/validate-text.ts';
import type { ValidationIssue } from '#engine/validate-text.ts';
import { writtenModules } from '#engine/page-modules.ts';
import { apiPrefix } from '../settings.ts';
import { ErrorsList } from './ErrorsList.tsx';
import { contentFileOf, generatedPageSource } from './generated-pages.ts';
import { JsonEditor } from './JsonEditor.tsx';
import type { JsonEditorHandle } from './JsonEditor.tsx';
import type { JsonPath } from './json-paths.ts';
import { pathToPointer, pointerToPath } from './json-paths.ts';
import { ModuleForm } from './ModuleForm.tsx';
import { PreviewFrames } from './PreviewFrames.tsx';
import type { PreviewData } from './routes.tsx';
import { useRendering } from './use-rendering.ts';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, for a datetime-local input. */
function localInput(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/** The editors' preview: JSON editor, errors, module form and the live rendering side by side. */
export function PreviewPage() {
  const loaded = useLoaderData() as PreviewData;
  const editor = useRef<JsonEditorHandle>(null);
  const [text, setText] = useState(loaded.text);
  const [pathInput, setPathInput] = useState('/national');
  const [message, setMessage] = useState(loaded.message ?? '');
  const [asOf, setAsOf] = useState(() => localInput(Date.now()));
  const [cursor, setCursor] = useState<JsonPath>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [share, setShare] = useState<string | null>(loaded.draftId ? location.href : null);

  // A different draft or page from the router: a new document in the same editor.
  useEffect(() => {
    editor.current?.replaceAll(loaded.text);
    setMessage(loaded.message ?? '');
  }, [loaded]);

  const validation = useMemo(() => validatePageDescriptionText(text, 'preview'), [text]);
  const issues = allIssues(validation);
  const value = useMemo(() => parse(text), [text]);
  const modules = useMemo(() => writtenModules(value), [value]);
  const url = (value as { url?: unknown } | undefined)?.url;
  const owner = generatedPageSource(url);
  const rendering = useRendering(value, asOf);

  // The module under the cursor, unless one was picked from the list.
  const cursorModule = modules
    .filter((m) => pointerToPath(m.pointer).every((s, i) => String(cursor[i]) === s))
    .at(-1)?.pointer;
  const selected = modules.find((m) => m.pointer === (chosen ?? cursorModule)) ?? modules[0];

  async function openPage(event: React.FormEvent) {
    event.preventDefault();
    const path = pathInput.trim().startsWith('/') ? pathInput.trim() : `/${pathInput.trim()}`;
    const res = await fetch(`${apiPrefix()}/pages${path === '/' ? '' : path}`);
    if (!res.ok) {
      setMessage(`No page at ${path} (the server answered ${res.status}).`);
      return;
    }
    const body = await res.text();
    editor.current?.replaceAll(JSON.stringify(JSON.parse(body), null, 2) + '\n');
    setChosen(null);
    setMessage(`Opened ${path}.`);
    setShare(null); // the text is no longer the draft's
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    editor.current?.replaceAll(await file.text());
    setMessage(`Opened ${file.name}.`);
  }

  async function saveDraft() {
    const res = await fetch(`${apiPrefix()}/preview/drafts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, path: typeof url === 'string' ? url : '' }),
    });
    const body = (await res.json()) as { url?: string; error?: { message: string } };
    if (!res.ok || !body.url) {
      setMessage(`The draft was not saved: ${body.error?.message ?? res.statusText}`);
      return;
    }
    setShare(new URL(body.url, location.origin).href);
    setMessage('Draft saved.');
  }

  function download() {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    link.download = contentFileOf(url).split('/').at(-1) ?? 'page.json';
    link.click();
    URL.revokeObjectURL(link.href);
  }

  const jump = (issue: ValidationIssue) => editor.current?.jumpTo(issue.line, issue.column);
  const setField = (name: string, fieldValue: unknown) => {
    if (!selected) return;
    editor.current?.setAt([...pointerToPath(selected.pointer), name], fieldValue);
  };

  return (
    <div className="tools-preview">
      <section className="tools-preview__source" aria-labelledby="source-heading">
        <h1 id="source-heading">Page preview</h1>
        <form className="tools-row" onSubmit={openPage}>
          <label htmlFor="page-path">Page path</label>
          <input id="page-path" value={pathInput} onChange={(e) => setPathInput(e.target.value)} />
          <button type="submit">Open page</button>
          <label className="tools-button">
            Open a file…
            <input
              type="file"
              accept=".json,application/json"
              className="tools-visually-hidden"
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </label>
        </form>
        <div className="tools-row">
          <label htmlFor="as-of">As of</label>
          <input
            id="as-of"
            type="datetime-local"
            value={asOf}
            onChange={(e) => setAsOf(e.target.value)}
          />
          <button type="button" onClick={() => void saveDraft()}>
            Save draft
          </button>
          <button type="button" onClick={download}>
            Download JSON
          </button>
        </div>
        <p role="status" className="tools-message">
          {message}
        </p>
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
        <JsonEditor
          ref={editor}
          initialText={loaded.text}
          onChange={setText}
          onCursor={setCursor}
        />
        <h2 id="errors-heading">
          {issues.length === 0
            ? 'No errors'
            : `${issues.length} ${issues.length === 1 ? 'error' : 'errors'}`}
        </h2>
        <ErrorsList issues={issues} onJump={jump} />
        <h2>Module form</h2>
        {modules.length > 0 && selected ? (
          <>
            <label htmlFor="module-pick">Module</label>
            <select
              id="module-pick"
              value={selected.pointer}
              onChange={(e) => setChosen(e.target.value)}
            >
              {modules.map((m) => (
                <option key={m.pointer} value={m.pointer}>
                  {`${String((m.config as { name?: unknown }).name)}${(m.config as { title?: unknown }).title ? `: ${String((m.config as { title?: unknown }).title)}` : ''} (${m.pointer})`}
                </option>
              ))}
            </select>
            <ModuleForm config={selected.config as Record<string, unknown>} onField={setField} />
          </>
        ) : (
          <p>No modules to edit: the JSON has none, or does not parse yet.</p>
        )}
        <p>
          <Link to="/preview">New preview</Link> · {pathToPointer(cursor) || '/'}
        </p>
      </section>
      <PreviewFrames html={rendering.html} status={rendering.status} />
    </div>
  );
}
