/**
 * Makes sure the programs the test suite drives are on the machine: Debian's Chromium for
 * browser tests and PostgreSQL 15 for the favourites suite. As root they are installed from
 * Debian's packages when missing; otherwise the command stops with one line saying how.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needs = [
  { what: 'Chromium', path: '/usr/bin/chromium', packages: ['chromium'] },
  { what: 'PostgreSQL 15', path: '/usr/lib/postgresql/15/bin/pg_ctl', packages: ['postgresql'] },
];

const missing = needs.filter((n) => !existsSync(n.path));
if (missing.length === 0) process.exit(0);

const packages = missing.flatMap((n) => n.packages);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Tests need ${missing.map((n) => n.what).join(' and ')}: run 'sudo apt-get install -y ${packages.join(' ')}' and try again.`,
  );
  process.exit(1);
}
console.log(`Installing ${packages.join(', ')} from Debian's packages for the tests...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
  stdio: 'inherit',
  env,
});
for (const n of missing) {
  if (!existsSync(n.path)) {
    console.error(`${n.what} is still missing after installing ${n.packages.join(' ')}.`);
    process.exit(1);
  }
}
