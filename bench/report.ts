/**
 * `npm run bench:report` (also the last step of `npm run bench` and `npm run load`): writes the
 * README's tables of bytes, Lighthouse, server and load figures from bench/results/*.json.
 * bench/lib/readme-figures.test.ts fails while the README and the JSON disagree.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readmeFigures } from './lib/readme-figures.ts';

const root = join(import.meta.dirname, '..');
const { current, expected } = await readmeFigures(root);
if (current === expected) console.log('README figures already match bench/results.');
else {
  await writeFile(join(root, 'README.md'), expected);
  console.log('README figures written from bench/results.');
}
