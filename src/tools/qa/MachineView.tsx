import { useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import type { QaMachineDetail, QaPath } from '#machines/testing/qa-paths.ts';
import { parsePathFile } from '#machines/testing/qa-paths.ts';
import { CoverageDetail } from './Coverage.tsx';
import { Diagram } from './Diagram.tsx';
import { stateText } from '#src/inspect/format.ts';
import { savePath } from './api.ts';
import { catalogueEntry, machineCatalogue } from '#machines/testing/catalogue.ts';
import { eventLabel } from '#machines/testing/labels.ts';

function PathTable({
  paths,
  machine,
  caption,
}: {
  paths: QaPath[];
  machine: string;
  caption: string;
}) {
  const model = catalogueEntry(machine)?.model.machine;
  const label = (type: string) => (model ? eventLabel(model, type) : type);
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
            <td>{p.events.length ? p.events.map((e) => label(e.type)).join(' → ') : '(start)'}</td>
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
    setImportError(null);
    try {
      let data: unknown;
      try {
        data = JSON.parse(await file.text());
      } catch (e) {
        throw new Error(`${file.name} is not JSON: ${e instanceof Error ? e.message : String(e)}`, {
          cause: e,
        });
      }
      const parsed = parsePathFile(data);
      if (!catalogueEntry(parsed.machine))
        throw new Error(
          `${file.name} is a path of '${parsed.machine}', which is no machine here (known: ${machineCatalogue.map((e) => e.id).join(', ')}).`,
        );
      if (parsed.machine !== m.id)
        throw new Error(`${file.name} is a path of '${parsed.machine}', not of '${m.id}'.`);
      const saved = await savePath(parsed);
      navigate(saved.url);
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
      <p>
        <Link to={`/qa/${m.id}/simulate`}>Simulate: send events of your choice</Link>
      </p>
      <section aria-labelledby="qa-diagram" className="qa-section">
        <h2 id="qa-diagram">Diagram</h2>
        <Diagram
          graph={m.graph}
          title={`${m.title} machine`}
          missingStates={new Set(m.coverage?.states.missing ?? [])}
          missingEdges={new Set(m.coverage?.transitions.missing ?? [])}
        />
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
