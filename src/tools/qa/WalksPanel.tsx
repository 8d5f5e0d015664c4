import { useState } from 'react';
import type { CatalogueEntry } from '#machines/testing/catalogue.ts';
import type { PathFile } from '#machines/testing/qa-paths.ts';
import { coverageWalk, randomWalk } from '#machines/testing/walks.ts';

const whole = (text: string, fallback: number, max: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
};

/**
 * Generated walks (GraphWalker's generators and stop conditions): a random walk with a seed and
 * a length, and a walk guided to the transitions not taken yet that stops at edge_coverage(N %)
 * or length(N). The walk becomes the path the studio replays.
 */
export function WalksPanel({
  entry,
  onWalk,
}: {
  entry: CatalogueEntry;
  onWalk: (file: PathFile, note: string) => void;
}) {
  const [seed, setSeed] = useState('1');
  const [length, setLength] = useState('20');
  const [edge, setEdge] = useState('100');
  const [limit, setLimit] = useState('500');
  return (
    <section aria-labelledby="qa-walks" className="qa-section">
      <h2 id="qa-walks">Generate a walk</h2>
      <form
        className="qa-walk"
        onSubmit={(e) => {
          e.preventDefault();
          const w = randomWalk(entry, whole(seed, 1, 2 ** 31), whole(length, 20, 1000));
          onWalk(w.file, `${w.file.description}: transitions ${w.covered}/${w.total}, ${w.stop}.`);
        }}
      >
        <label>
          Seed <input inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value)} />
        </label>
        <label>
          Length{' '}
          <input inputMode="numeric" value={length} onChange={(e) => setLength(e.target.value)} />
        </label>
        <button type="submit">Random walk</button>
      </form>
      <form
        className="qa-walk"
        onSubmit={(e) => {
          e.preventDefault();
          const w = coverageWalk(entry, whole(edge, 100, 100), whole(limit, 500, 1000));
          onWalk(
            w.file,
            `${w.file.description}: ${w.file.events.length} steps, transitions ${w.covered}/${w.total}, ${w.stop}.`,
          );
        }}
      >
        <label>
          Stop at edge coverage (%){' '}
          <input inputMode="numeric" value={edge} onChange={(e) => setEdge(e.target.value)} />
        </label>
        <label>
          or length{' '}
          <input inputMode="numeric" value={limit} onChange={(e) => setLimit(e.target.value)} />
        </label>
        <button type="submit">Coverage walk</button>
      </form>
    </section>
  );
}
