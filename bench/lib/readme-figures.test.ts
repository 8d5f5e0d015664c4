import { join } from 'node:path';
import { readmeFigures } from './readme-figures.ts';

/** The README's generated blocks, by name. */
const blocks = (text: string): Record<string, string> =>
  Object.fromEntries(
    [...text.matchAll(/<!-- bench:(\w+)[^>]*-->\n([\s\S]*?)\n<!-- \/bench:\1 -->/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

// Issue 21: the README's figures come from bench/results, never by hand.
describe("the README's measured figures", () => {
  it('are the ones in bench/results/*.json (npm run bench:report writes them)', async () => {
    const { current, expected } = await readmeFigures(join(import.meta.dirname, '../..'));
    expect(Object.keys(blocks(current)).sort()).toEqual([
      'bytes',
      'hostile',
      'interactions',
      'lighthouse',
      'load',
      'server',
    ]);
    expect(blocks(current)).toEqual(blocks(expected));
  });
});
