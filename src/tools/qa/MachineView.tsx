import { useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import type { QaMachineDetail, QaPath } from '#machines/testing/qa-paths.ts';
import { parsePathFile } from '#machines/testing/qa-paths.ts';
import { CoverageDetail } from './Coverage.tsx';
import { Diagram } from './Diagram.tsx';
import { eventText, stateText } from '#src/inspect/format.ts';
import { IMPORTED_PATH_ID, storeImportedPath } from './imported-path.ts';

function PathTable({
  paths,
  machine,
  caption,
}: {
  paths: QaPath[];
  machine: string;
  caption: string;
}) {
  return (
    <table className="qa-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Path</th>
          <th scope="col">Events</th>
          <th scope="col">Ends in</th>
        </tr>
      </thead>
      <tbody>
        {paths.map((p) => (
          <tr key={p.id}>
            <td>
              <Link to={`/qa/${machine}/paths/${p.id}`} title={p.description}>
                Path {p.id}
              </Link>
            </td>
            <td>
              {p.events.length ? p.events.map((e) => eventText(e.type)).join(' → ') : '(start)'}
            </td>
            <td>{stateText(p.states.at(-1) ?? p.initial)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One machine: its diagram, the coverage of its tests and its generated paths. */
export function MachineView() {
  const m = useLoaderData() as QaMachineDetail;
  const navigate = useNavigate();
  const [importError, setImportError] = useState<string | null>(null);
  const shortest = m.pathList.filter((p) => p.kind === 'shortest');
  const transitions = m.pathList.filter((p) => p.kind === 'transition');

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const parsed = parsePathFile(JSON.parse(await file.text()));
      if (parsed.machine !== m.id)
        throw new Error(`This file is a path of '${parsed.machine}', not of '${m.id}'.`);
      storeImportedPath(parsed);
      setImportError(null);
      navigate(`/qa/${m.id}/paths/${IMPORTED_PATH_ID}`);
    } catch (e) {
      setImportError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <>
      <nav aria-label="Breadcrumb" className="qa-crumbs">
        <Link to="/qa">All machines</Link> › {m.title}
      </nav>
      <h1>{m.title} machine</h1>
      <p className="qa-lede">{m.summary}</p>
      <p className="qa-figures">
        {m.states} states · {m.transitions} transitions · {m.paths} generated paths
      </p>
      <section aria-labelledby="qa-diagram" className="qa-section">
        <h2 id="qa-diagram">Diagram</h2>
        <Diagram graph={m.graph} coverage={m.coverage} title={`${m.title} machine`} />
      </section>
      <CoverageDetail coverage={m.coverage} />
      <section aria-labelledby="qa-paths" className="qa-section">
        <h2 id="qa-paths">Paths</h2>
        <p>
          The same paths the machine's model-based test replays: the shortest path to every state,
          then one more for each transition those do not take. Open one to replay it.
        </p>
        <PathTable paths={shortest} machine={m.id} caption="Shortest path to each state" />
        {transitions.length > 0 && (
          <PathTable
            paths={transitions}
            machine={m.id}
            caption="Paths for the remaining transitions"
          />
        )}
        <label className="qa-import">
          Import a path file (JSON)
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => void importFile(e.target.files?.[0])}
          />
        </label>
        {importError && <p role="alert">{importError}</p>}
      </section>
    </>
  );
}
