import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLoaderData, useParams } from 'react-router-dom';
import type { AnyActorRef, StateValue } from 'xstate';
import type { PathFile, QaMachineDetail } from '#machines/testing/qa-paths.ts';
import { parsePathFile } from '#machines/testing/qa-paths.ts';
import { Diagram } from './Diagram.tsx';
import { eventText, stateText } from '#src/inspect/format.ts';
import { IMPORTED_PATH_ID, readImportedPath } from './imported-path.ts';
import { liveViews } from './live-views.tsx';
import { startReplay } from './replay-session.ts';
import type { ReplayControl, ReplayState, StepStatus } from './replay-session.ts';

const STEP_TEXT: Record<StepStatus['state'], string> = {
  pending: 'not run',
  running: 'running',
  pass: 'pass',
  fail: 'fail',
};

/** The path the URL names: a generated one by number, or the imported file. */
function usePathFile(m: QaMachineDetail): PathFile | string {
  const { path = '' } = useParams();
  return useMemo(() => {
    if (path === IMPORTED_PATH_ID) {
      try {
        const file = parsePathFile(readImportedPath());
        return file.machine === m.id ? file : `The imported file is a path of '${file.machine}'.`;
      } catch (e) {
        return e instanceof Error ? e.message : String(e);
      }
    }
    const found = m.pathList.find((p) => p.id === path);
    return found ?? `The ${m.title} machine has no path ${path}.`;
  }, [m, path]);
}

function download(file: PathFile, name: string) {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }),
  );
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

/** One path, replayed step by step on the real machine and, where it has one, its real UI. */
export function PathView() {
  const m = useLoaderData() as QaMachineDetail;
  const file = usePathFile(m);
  const { path = '' } = useParams();
  const [run, setRun] = useState(0);
  const [replay, setReplay] = useState<ReplayState | null>(null);
  const [actor, setActor] = useState<AnyActorRef | null>(null);
  const control = useRef<ReplayControl | null>(null);
  const liveRoot = useRef<HTMLDivElement>(null);
  const view = liveViews[m.id];

  useEffect(() => {
    if (typeof file === 'string') return;
    const c = startReplay(file, {
      onChange: setReplay,
      mount: view
        ? (a) => {
            setActor(a);
            return () => setActor(null);
          }
        : undefined,
      checkUi: view
        ? async (snapshot) => {
            // React renders the actor's update in a task of its own.
            await new Promise((r) => setTimeout(r, 0));
            return liveRoot.current
              ? view.check(liveRoot.current, snapshot)
              : 'The UI is not mounted';
          }
        : undefined,
    });
    control.current = c;
    return () => c.stop();
  }, [file, run, view]);
  // The dropdown opens as a visitor would open it, so its list is in view while stepping.
  useEffect(() => {
    if (actor) liveRoot.current?.querySelector<HTMLElement>('[aria-expanded="false"]')?.click();
  }, [actor]);

  let body: ReactNode;
  if (typeof file === 'string') body = <p role="alert">{file}</p>;
  else {
    const steps = replay?.steps ?? [];
    const passed = steps.filter((s) => s.state === 'pass').length;
    const done = replay?.status === 'passed' || replay?.status === 'failed';
    body = (
      <div className="qa-replay">
        <section aria-labelledby="qa-steps" className="qa-section">
          <h2 id="qa-steps">Steps</h2>
          <div className="qa-buttons">
            <button
              type="button"
              disabled={replay?.status !== 'paused'}
              onClick={() => control.current?.next()}
            >
              Next step
            </button>
            <button
              type="button"
              disabled={replay?.status !== 'paused'}
              onClick={() => control.current?.runToEnd()}
            >
              Run to end
            </button>
            <button type="button" onClick={() => setRun((n) => n + 1)}>
              Restart
            </button>
            <button type="button" onClick={() => download(file, `${m.id}-path-${path}.json`)}>
              Export JSON
            </button>
          </div>
          <p role="status" className={`qa-result qa-result--${replay?.status ?? 'starting'}`}>
            {replay?.status === 'passed'
              ? `Passed: all ${steps.length} steps`
              : replay?.status === 'failed'
                ? `Failed${replay.message ? `: ${replay.message}` : ` at step ${steps.findIndex((s) => s.state === 'fail') + 1}`}`
                : `${passed} of ${steps.length} steps passed${done ? '' : ' so far'}`}
          </p>
          <ol className="qa-steps">
            <li className="qa-step qa-step--start">
              <span>Start</span>{' '}
              <code>{'initial' in file ? stateText(file.initial as StateValue) : ''}</code>
            </li>
            {file.events.map((event, i) => {
              const s = steps[i] ?? { state: 'pending' };
              return (
                <li
                  key={i}
                  className={`qa-step qa-step--${s.state}`}
                  aria-label={`Step ${i + 1}: ${STEP_TEXT[s.state]}`}
                >
                  <span className="qa-step__badge">{STEP_TEXT[s.state]}</span>
                  <code className="qa-step__event">{eventText(event.type)}</code>
                  {file.states?.[i] !== undefined && (
                    <span className="qa-step__expect">
                      expects <code>{stateText(file.states[i])}</code>
                    </span>
                  )}
                  {s.message && <p className="qa-step__message">{s.message}</p>}
                </li>
              );
            })}
          </ol>
        </section>
        <div className="qa-side">
          {view && (
            <section aria-labelledby="qa-live" className="qa-section">
              <h2 id="qa-live">Live UI: {view.title}</h2>
              <div ref={liveRoot} className="qa-live">
                {actor ? view.render(actor) : <p className="qa-small">Starting…</p>}
              </div>
            </section>
          )}
          {!view && (
            <p className="qa-small">
              This machine has no stand-alone view: the replay checks the real machine's states.
            </p>
          )}
          <section aria-labelledby="qa-now" className="qa-section">
            <h2 id="qa-now">Where the machine is</h2>
            <Diagram
              graph={m.graph}
              active={replay?.active}
              title={`${m.title} machine, current state`}
            />
          </section>
        </div>
      </div>
    );
  }

  return (
    <>
      <nav aria-label="Breadcrumb" className="qa-crumbs">
        <Link to="/qa">All machines</Link> › <Link to={`/qa/${m.id}`}>{m.title}</Link> › Path {path}
      </nav>
      <h1>
        {m.title}: {path === IMPORTED_PATH_ID ? 'imported path' : `path ${path}`}
      </h1>
      {typeof file !== 'string' && (
        <p className="qa-lede">
          {file.events.length} steps from the start, ending in{' '}
          <code>{stateText(file.states?.at(-1))}</code>.{' '}
          {file.description && !file.description.includes(' | ') && file.description}
        </p>
      )}
      {body}
    </>
  );
}
