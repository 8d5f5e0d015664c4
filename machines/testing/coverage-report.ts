import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelCoverage } from './coverage.ts';

/** Where the test run leaves one coverage report per machine, for the QA explorer (/qa). */
export const COVERAGE_DIR = join(process.cwd(), '.tmp', 'qa-coverage');

export interface CoverageReport extends ModelCoverage {
  machine: string;
  writtenAt: string;
  uncheckedStates: string[];
}

/** 'favourites machine' -> 'favourites', 'warnings entry' -> 'warnings-entry' (catalogue ids). */
export const coverageId = (name: string): string =>
  name
    .replace(/ machine$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** Written by describeModel after its paths ran; the QA explorer reads it through /api/qa. */
export function writeCoverageReport(
  name: string,
  coverage: ModelCoverage,
  uncheckedStates: string[],
): void {
  const machine = coverageId(name);
  const report: CoverageReport = {
    machine,
    writtenAt: new Date().toISOString(),
    ...coverage,
    uncheckedStates,
  };
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(join(COVERAGE_DIR, `${machine}.json`), `${JSON.stringify(report, null, 2)}\n`);
}
