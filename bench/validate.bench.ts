/**
 * Budget: validating a 50-module page description takes under 0.1 ms (DESIGN.md). Times the
 * precompiled validator on a real page grown to 50 modules, best of 20 batches. Prints JSON.
 */
import { readFileSync } from 'node:fs';
import { validatePageDescription } from '#schemas/generated/validators.js';
import type { ModuleConfig, PageDescription } from '#schemas/generated/types.ts';

const page = JSON.parse(
  readFileSync('content/pages/towns-cities/locations/auckland.json', 'utf8'),
) as PageDescription;
const text: ModuleConfig = {
  name: 'text',
  title: 'Note',
  text: 'Fine apart from morning cloud. Northwesterlies.',
};
const main = [...(page.layout.primary?.main ?? [])];
while (main.length < 50) main.push({ ...text, key: `note-${main.length}` });
const big: PageDescription = {
  ...page,
  layout: { ...page.layout, primary: { ...page.layout.primary, main } },
};
if (!validatePageDescription(big)) throw new Error('the benchmark page does not validate');

for (let i = 0; i < 2000; i++) validatePageDescription(big);
let best = Infinity;
for (let batch = 0; batch < 20; batch++) {
  const t0 = performance.now();
  for (let i = 0; i < 500; i++) validatePageDescription(big);
  best = Math.min(best, (performance.now() - t0) / 500);
}
const result = {
  modules: main.length,
  validateMs: Number(best.toFixed(4)),
  budgetMs: 0.1,
  withinBudget: best < 0.1,
};
console.log(JSON.stringify(result));
