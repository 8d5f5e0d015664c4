import type { CoverageReport } from '#machines/testing/coverage-report.ts';

const percent = (a: number, b: number) => (b === 0 ? 100 : Math.round((a / b) * 100));

/** One line: states and transitions the generated tests reached, or how to get a report. */
export function CoverageLine({ coverage }: { coverage: CoverageReport | null }) {
  if (!coverage)
    return <p className="qa-coverage qa-coverage--none">No coverage report yet: run npm test</p>;
  const { states, transitions } = coverage;
  const full = states.missing.length === 0 && transitions.missing.length === 0;
  return (
    <p className={`qa-coverage ${full ? 'qa-coverage--full' : 'qa-coverage--gaps'}`}>
      Coverage: states {states.covered}/{states.total} ({percent(states.covered, states.total)}%),
      transitions {transitions.covered}/{transitions.total} (
      {percent(transitions.covered, transitions.total)}%)
    </p>
  );
}

/** The coverage line plus what the tests did not reach, and when the report was written. */
export function CoverageDetail({ coverage }: { coverage: CoverageReport | null }) {
  return (
    <section aria-labelledby="qa-coverage" className="qa-section">
      <h2 id="qa-coverage">Coverage</h2>
      <CoverageLine coverage={coverage} />
      {coverage && (
        <>
          <p className="qa-small">
            From the test run of {new Date(coverage.writtenAt).toLocaleString('en-NZ')}.
          </p>
          {coverage.states.missing.length > 0 && (
            <p>States not reached: {coverage.states.missing.join(', ')}</p>
          )}
          {coverage.transitions.missing.length > 0 && (
            <p>Transitions not taken: {coverage.transitions.missing.join(', ')}</p>
          )}
          {coverage.uncheckedStates.length > 0 && (
            <p>States without a check: {coverage.uncheckedStates.join(', ')}</p>
          )}
        </>
      )}
    </section>
  );
}
