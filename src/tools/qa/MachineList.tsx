import { Link, useLoaderData } from 'react-router-dom';
import type { QaMachineSummary } from '#machines/testing/qa-paths.ts';
import { CoverageLine } from './Coverage.tsx';

/** Every machine of the catalogue with its size and the last test run's coverage. */
export function MachineList() {
  const machines = useLoaderData() as QaMachineSummary[];
  return (
    <>
      <h1>Statecharts</h1>
      <p className="qa-lede">
        Each machine of the site, its generated test paths and what the last test run covered. Pick
        one to see its diagram and replay a path step by step.
      </p>
      <ul className="qa-cards">
        {machines.map((m) => (
          <li key={m.id} className="qa-card">
            <h2>
              <Link to={`/qa/${m.id}`}>{m.title}</Link>
            </h2>
            <p>{m.summary}</p>
            <p className="qa-figures">
              {m.states} states · {m.transitions} transitions · {m.paths} paths
            </p>
            <CoverageLine coverage={m.coverage} />
          </li>
        ))}
      </ul>
    </>
  );
}
