import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation } from 'react-router-dom';
import { allIssues, validatePageDescriptionText } from '#engine/validate-text.ts';
import type { ValidationIssue } from '#engine/validate-text.ts';
import { writtenModules } from '#engine/page-modules.ts';
import type { Moment } from './api.ts';
import { documentTitle } from './document.ts';
import type { EditorDocument } from './document.ts';
import { DocumentBar } from './DocumentBar.tsx';
import { ErrorsList } from './ErrorsList.tsx';
import { JsonEditor } from './JsonEditor.tsx';
import type { JsonEditorHandle } from './JsonEditor.tsx';
import type { JsonPath } from './json-paths.ts';
import { pathToPointer, pointerToPath } from './json-paths.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { ModulePanel } from './ModulePanel.tsx';
import { Outline } from './Outline.tsx';
import type { PageEdit } from './page-edits.ts';
import { Palette } from './Palette.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { SidePanels } from './SidePanels.tsx';
import type { PanelName } from './SidePanels.tsx';
import { Splitter } from './Splitter.tsx';
import { useDocumentSession } from './use-document-session.ts';
import { useRendering } from './use-rendering.ts';
import { useViewSettings } from './view-settings.ts';
import './preview.css';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The site's clock, from the tools document (the browser's may differ). */
const siteNow = (): number => {
  const at = Number(document.getElementById('tools-root')?.dataset.now);
  return Number.isFinite(at) && at > 0 ? at : Date.now();
};

/**
 * The editors' preview. Each document opened (a page, a draft, a new page) is a session of its
 * own: a new editor with a fresh undo history, so undo never reaches into the previous page. A
 * save that moves the address to the draft keeps the session (`continues`).
 */
export function PreviewPage() {
  const loaded = useLoaderData() as EditorDocument;
  const location = useLocation();
  const continues = (location.state as { continues?: string } | null)?.continues;
  const key = useMemo(() => continues ?? crypto.randomUUID(), [loaded]);
  // 'As of' and the storm day stay as chosen from one document to the next.
  const [moment, setMoment] = useState<Moment>({ storm: false });
  return (
    <PreviewSession
      key={key}
      sessionKey={key}
      loaded={loaded}
      moment={moment}
      onMoment={setMoment}
      restore={(location.state as { restore?: boolean } | null)?.restore === true}
    />
  );
}

interface SessionProps {
  sessionKey: string;
  loaded: EditorDocument;
  moment: Moment;
  onMoment(moment: Moment): void;
  /** Put the text this browser kept for the document into the editor at once (a file opened). */
  restore: boolean;
}

function PreviewSession({ sessionKey, loaded, moment, onMoment, restore }: SessionProps) {
  const session = useDocumentSession(loaded, sessionKey);
  const editor = useRef<JsonEditorHandle>(null);
  const [view, setView] = useViewSettings();
  const [cursor, setCursor] = useState<JsonPath>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [panel, setPanel] = useState<PanelName>('errors');

  useEffect(() => {
    if (!restore) return;
    const offer = session.takeOffer();
    if (offer) editor.current?.replaceText(offer.text);
    // Once, as the document opens.
  }, []);

  const { text } = session;
  const validation = useMemo(() => validatePageDescriptionText(text, 'preview'), [text]);
  const issues = allIssues(validation);
  const value = useMemo(() => parse(text), [text]);
  const description = isObject(value) ? value : undefined;
  const modules = useMemo(() => writtenModules(value), [value]);
  const rendering = useRendering(value, moment);
  const rendered = rendering.rendering?.modules ?? [];
  const url = description?.url;
  const pageUrl =
    typeof url === 'string'
      ? url
      : session.source.kind === 'new'
        ? '/preview'
        : session.source.path;

  // The chosen module stays chosen through edits and errors; else the one under the cursor.
  const cursorModule = modules
    .filter((m) => pointerToPath(m.pointer).every((s, i) => String(cursor[i]) === s))
    .at(-1)?.pointer;
  const selectedPointer = chosen ?? cursorModule ?? null;
  const selected = modules.find((m) => m.pointer === selectedPointer);
  const selectedKey = rendered.find((m) => m.pointer === selectedPointer)?.key ?? null;

  // Problems the render found that the text's checks do not name (data that failed).
  const problems = rendered
    .filter((m) => m.problem && m.pointer)
    .filter(
      (m) => !issues.some((i) => i.pointer === m.pointer || i.pointer.startsWith(`${m.pointer}/`)),
    )
    .map((m) => ({ pointer: m.pointer as string, message: m.problem as string }));
  const faulty = new Set(
    rendered.filter((m) => m.problem && m.pointer).map((m) => m.pointer as string),
  );

  const select = (pointer: string, reveal = true) => {
    setChosen(pointer);
    if (reveal) editor.current?.reveal(pointerToPath(pointer));
  };
  const edit = (change: PageEdit, message: string) => {
    const node = change.changed.reduce<unknown>(
      (at, s) => (isObject(at) || Array.isArray(at) ? (at as never)[s] : undefined),
      change.description,
    );
    editor.current?.replaceAt(change.changed, node);
    session.setMessage(message);
    if (change.pointer) select(change.pointer);
    else setChosen(null);
  };
  const jump = (issue: ValidationIssue) => editor.current?.jumpTo(issue.line, issue.column);

  return (
    <div
      className="tools-preview"
      style={{ '--editor-width': `${view.editorWidth}px` } as React.CSSProperties}
    >
      <LeaveGuard dirty={session.dirty} title={documentTitle(session.source)} />
      <section className="tools-preview__source" aria-label="Page description">
        <DocumentBar
          session={session}
          url={url}
          onRestore={(t) => editor.current?.replaceText(t)}
        />
        <div className="tools-row tools-editor-bar">
          <label className="tools-check">
            <input
              type="checkbox"
              checked={view.wrap}
              onChange={(e) => setView({ wrap: e.target.checked })}
            />
            Wrap lines
          </label>
          <span className="tools-cursor">
            At <code>{pathToPointer(cursor) || '/'}</code>
          </span>
        </div>
        <JsonEditor
          ref={editor}
          initialText={loaded.text}
          wrap={view.wrap}
          onChange={session.setText}
          onCursor={setCursor}
        />
        <SidePanels
          active={panel}
          onActive={setPanel}
          panels={[
            {
              name: 'errors',
              label:
                issues.length + problems.length === 0
                  ? 'No errors'
                  : `${issues.length + problems.length} ${issues.length + problems.length === 1 ? 'error' : 'errors'}`,
              content: (
                <ErrorsList
                  issues={issues}
                  problems={problems}
                  onJump={jump}
                  onReveal={(p) => select(p)}
                />
              ),
            },
            {
              name: 'outline',
              label: 'Outline',
              content: description ? (
                <Outline
                  description={description}
                  modules={modules}
                  selected={selectedPointer}
                  faulty={faulty}
                  onSelect={(p) => select(p)}
                  onEdit={(e) => edit(e, 'Moved the module.')}
                />
              ) : (
                <p>The JSON does not parse yet: the outline waits for it.</p>
              ),
            },
            {
              name: 'module',
              label: 'Module',
              content: description ? (
                <ModulePanel
                  description={description}
                  modules={modules}
                  selected={selected}
                  problem={rendered.find((m) => m.pointer === selectedPointer)?.problem}
                  onSelect={(p) => select(p)}
                  onEdit={edit}
                  onField={(path, v) => editor.current?.replaceAt(path, v)}
                />
              ) : (
                <p>The JSON does not parse yet: the form waits for it.</p>
              ),
            },
            {
              name: 'add',
              label: 'Add a module',
              content: description ? (
                <Palette
                  description={description}
                  slot={selectedPointer?.replace(/\/\d+$/, '') ?? '/layout/primary/main'}
                  onEdit={(e, m) => {
                    edit(e, m);
                    setPanel('module');
                  }}
                />
              ) : (
                <p>The JSON does not parse yet: modules can be added once it does.</p>
              ),
            },
          ]}
        />
      </section>
      <Splitter
        value={view.editorWidth}
        min={320}
        max={1200}
        onChange={(w) => setView({ editorWidth: w })}
      />
      <PreviewPane
        state={rendering}
        moment={moment}
        onMoment={onMoment}
        siteNow={siteNow()}
        view={view}
        onView={setView}
        selectedKey={selectedKey}
        onSelectKey={(key) => {
          const pointer = rendered.find((m) => m.key === key)?.pointer;
          if (!pointer) {
            session.setMessage(
              'That module is not written in this page (it comes from elsewhere).',
            );
            return;
          }
          select(pointer);
          setPanel('module');
        }}
        value={value}
        pageUrl={pageUrl}
      />
    </div>
  );
}
