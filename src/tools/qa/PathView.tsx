import { useMemo, useState } from 'react';
import { Link, useLoaderData, useParams } from 'react-router-dom';
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import { catalogueEntry } from '#machines/testing/catalogue.ts';
import type { CatalogueEntry } from '#machines/testing/catalogue.ts';
import { eventLabel } from '#machines/testing/labels.ts';
import { activeNodeIds } from '#machines/testing/model-paths.ts';
import type { PathFile, QaMachineDetail } from '#machines/testing/qa-paths.ts';
import { stateLabel } from '#machines/testing/session.ts';
import type { QaSession, SessionStep } from '#machines/testing/session.ts';
import { savePath } from './api.ts';
import { ContextTree } from './ContextTree.tsx';
import { Diagram } from './Diagram.tsx';
import { liveViews } from './live-views.tsx';
import { SimulatePanel } from './SimulatePanel.tsx';
import { useStudio } from './use-studio.ts';
import type { Studio } from './use-studio.ts';
import { WalksPanel } from './WalksPanel.tsx';

/** What a studio route loads: the machine, and the path it opens (none: free simulation). */
export interface StudioData {
  machine: QaMachineDetail;
  file: PathFile | null;
  /** How the path is named in the title and breadcrumb. */
  name: string;
}

function download(file: PathFile, name: string) {
  const url = URL.createObjectURL(
    new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' }),
  );
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
}

const STEP_TEXT = { pass: 'pass', fail: 'fail' } as const;

function StepRow({ i, step, session }: { i: number; step: SessionStep; session: QaSession }) {
  const m = session.machine;
  return (
    <li
      className={`qa-step qa-step--${step.status}`}
      aria-label={`Step ${i + 1}: ${STEP_TEXT[step.status]}`}
    >
      <span className="qa-step__badge">{STEP_TEXT[step.status]}</span>
      <code className="qa-step__event">{eventLabel(m, step.event.type)}</code>
      <span className="qa-step__expect">
        {step.expected !== undefined && (
          <>
            expects <code>{stateLabel(m, step.expected)}</code>
            {step.status === 'fail' && !step.refused ? (
              <>
                , is in <code>{stateLabel(m, step.actual)}</code>
              </>
            ) : null}
          </>
        )}
        {step.expected === undefined && (
          <>
            now in <code>{stateLabel(m, step.actual)}</code>
          </>
        )}
      </span>
      {step.message && <p className="qa-step__message">{step.message}</p>}
      {step.diff.length > 0 && (
        <table className="qa-diff">
          <caption className="qa-small">Step {i + 1}, region by region</caption>
          <thead>
            <tr>
              <th scope="col">Region</th>
              <th scope="col">Expected</th>
              <th scope="col">Actual</th>
            </tr>
          </thead>
          <tbody>
            {step.diff.map((d) => (
              <tr key={d.region}>
                <th scope="row">{d.region || m.id}</th>
                <td>{d.expected}</td>
                <td>{d.actual}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

function Steps({ studio, entry }: { studio: Studio; entry: CatalogueEntry }) {
  const { session, file } = studio;
  if (!session) return null;
  const m = session.machine;
  const pending = studio.following ? (file?.events.slice(session.steps.length) ?? []) : [];
  const start = session.steps.length;
  return (
    <ol className="qa-steps">
      <li className="qa-step qa-step--start">
        <span>Start</span>{' '}
        <code>
          {stateLabel(m, (session.steps[0]?.before ?? session.snapshot.value) as StateValue)}
        </code>
      </li>
      {session.steps.map((s, i) => (
        <StepRow key={i} i={i} step={s} session={session} />
      ))}
      {pending.map((event, j) => (
        <li
          key={`p${j}`}
          className="qa-step qa-step--pending"
          aria-label={`Step ${start + j + 1}: not run`}
        >
          <span className="qa-step__badge">not run</span>
          <code className="qa-step__event">{eventLabel(entry.model.machine, event.type)}</code>
          <Expects machine={m} value={file?.states?.[start + j]} />
        </li>
      ))}
    </ol>
  );
}

function Expects({
  machine,
  value,
}: {
  machine: QaSession['machine'];
  value: StateValue | undefined;
}) {
  return value === undefined ? null : (
    <span className="qa-step__expect">
      expects <code>{stateLabel(machine, value)}</code>
    </span>
  );
}

function resultText(studio: Studio): string {
  const steps = studio.session?.steps ?? [];
  const failed = steps.findIndex((s) => s.status === 'fail');
  if (failed >= 0) return `Failed at step ${failed + 1}: ${steps[failed]?.message ?? ''}`;
  const total = studio.file?.events.length ?? 0;
  if (studio.file && studio.following && steps.length === total)
    return `Passed: all ${total} steps`;
  if (studio.file && studio.following) return `${steps.length} of ${total} steps passed so far`;
  return `${steps.length} steps taken, all passed`;
}

function Coverage({ session }: { session: QaSession }) {
  const c = session.coverage();
  return (
    <section aria-labelledby="qa-live-coverage" className="qa-section">
      <h2 id="qa-live-coverage">Coverage of this session</h2>
      <p className="qa-figures" role="status">
        States {c.states.covered}/{c.states.total} · Transitions {c.transitions.covered}/
        {c.transitions.total}
      </p>
      {c.transitions.missing.length > 0 && (
        <details>
          <summary>Transitions not taken yet ({c.transitions.missing.length})</summary>
          <ul className="qa-small">
            {c.transitions.missing.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/**
 * The studio: a path replayed step by step on the real machine and its live UI, with the diagram
 * showing where the actor really is; QA can also send events of their choice, step back, mock the
 * requests, generate walks, and save what they did as a path with its own address.
 */
export function PathView() {
  const data = useLoaderData() as StudioData;
  const m = data.machine;
  const entry = catalogueEntry(m.id);
  if (!entry) throw new Response(`No machine '${m.id}' in this build.`, { status: 404 });
  const view = liveViews[m.id];
  const [walk, setWalk] = useState<{ file: PathFile; note: string } | null>(null);
  const file = walk?.file ?? data.file;
  const studio = useStudio(entry, view, file);
  const [saved, setSaved] = useState<{ url?: string; error?: string } | null>(null);
  const { path = data.name } = useParams();
  const session = studio.session;
  const last = session?.steps.at(-1);
  const marks = useMemo(() => {
    if (!session) return {};
    const machine = session.machine;
    const snapshot = session.snapshot;
    const active = activeNodeIds(machine, snapshot);
    const failedHere = last?.status === 'fail' && last.expected !== undefined && !last.refused;
    const expected = failedHere
      ? new Set(
          [...activeNodeIds(machine, { value: last.expected } as AnyMachineSnapshot)].filter(
            (id) => !active.has(id),
          ),
        )
      : undefined;
    return { active, expected, taken: new Set(last?.edges ?? []), failed: last?.status === 'fail' };
    // The session mutates as it steps: its step count says when to look again.
  }, [session, last]);

  const save = async () => {
    if (!session) return;
    const out = session.toPathFile(file?.description || `Recorded in the QA studio (${m.title})`);
    setSaved(null);
    try {
      setSaved({ url: (await savePath(out)).url });
    } catch (e) {
      setSaved({ error: e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <>
      <nav aria-label="Breadcrumb" className="qa-crumbs">
        <Link to="/qa">All machines</Link> › <Link to={`/qa/${m.id}`}>{m.title}</Link> ›{' '}
        {walk ? 'generated walk' : data.name}
      </nav>
      <h1>
        {m.title}: {walk ? 'generated walk' : data.file ? data.name : 'simulation'}
      </h1>
      {file ? (
        <p className="qa-lede">
          {file.events.length} steps from the start
          {file.states?.length ? (
            <>
              , ending in <code>{stateLabel(entry.model.machine, file.states.at(-1) ?? '')}</code>
            </>
          ) : null}
          . {walk?.note ?? ('kind' in file ? '' : file.description)}
        </p>
      ) : (
        <p className="qa-lede">Send the events of your choice from the start.</p>
      )}
      <div className="qa-toolbar" role="group" aria-label="Replay">
        <button
          type="button"
          disabled={studio.busy || studio.remaining === 0}
          onClick={() => void studio.next()}
        >
          Next step
        </button>
        <button
          type="button"
          disabled={studio.busy || studio.remaining === 0}
          onClick={() => void studio.runToEnd()}
        >
          Run to end
        </button>
        <button
          type="button"
          disabled={studio.busy || !session?.steps.length}
          onClick={() => void studio.back()}
        >
          Step back
        </button>
        <button type="button" disabled={studio.busy} onClick={studio.restart}>
          Restart
        </button>
        <button
          type="button"
          disabled={studio.busy || !session?.steps.length}
          onClick={() => void save()}
        >
          Save as a path
        </button>
        <button
          type="button"
          disabled={!session}
          onClick={() =>
            session &&
            download(
              session.steps.length || !file
                ? session.toPathFile(file?.description ?? 'QA session')
                : file,
              `${m.id}-path-${path}.json`,
            )
          }
        >
          Download JSON
        </button>
      </div>
      {saved?.url && (
        <p role="status" className="qa-saved">
          Saved: <a href={saved.url}>{new URL(saved.url, location.href).href}</a>
        </p>
      )}
      {saved?.error && <p role="alert">The path could not be saved: {saved.error}</p>}
      <p
        role="status"
        className={`qa-result qa-result--${/^(Passed|Failed)/.exec(resultText(studio))?.[1]?.toLowerCase() ?? 'running'}`}
      >
        {session ? resultText(studio) : 'Starting…'}
      </p>
      <section aria-labelledby="qa-now" className="qa-section">
        <h2 id="qa-now">
          Where the machine is:{' '}
          <code>{session ? stateLabel(session.machine, session.snapshot.value) : ''}</code>
        </h2>
        <Diagram graph={m.graph} title={`${m.title} machine, current state`} {...marks} />
      </section>
      <div className="qa-studio">
        <div className="qa-studio__main">
          <section aria-labelledby="qa-steps" className="qa-section">
            <h2 id="qa-steps">Steps</h2>
            <Steps studio={studio} entry={entry} />
          </section>
          <section aria-labelledby="qa-live" className="qa-section">
            <h2 id="qa-live">Live UI{view ? `: ${view.title}` : ''}</h2>
            {view ? (
              <div ref={studio.liveRoot} className="qa-live">
                {session ? (
                  <div key={session.harness.actor.sessionId}>
                    {view.render(session.harness.actor)}
                  </div>
                ) : null}
              </div>
            ) : (
              <p className="qa-small">
                The site has no stand-alone view of this machine in the studio yet: each step is
                checked on the real machine’s states.
              </p>
            )}
          </section>
          <section aria-labelledby="qa-context" className="qa-section">
            <h2 id="qa-context">Context</h2>
            {session && (
              <ul className="qa-tree qa-tree--root">
                <ContextTree value={session.snapshot.context} />
              </ul>
            )}
          </section>
        </div>
        <div className="qa-studio__side">
          {session && <Coverage session={session} />}
          <SimulatePanel studio={studio} />
          <WalksPanel entry={entry} onWalk={(f, note) => setWalk({ file: f, note })} />
        </div>
      </div>
    </>
  );
}
