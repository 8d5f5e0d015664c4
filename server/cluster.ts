import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';

/**
 * `npm run start:cluster`: one server process per core on one port (node:cluster shares it), for
 * a machine behind a load balancer (docs/deploy.md). The processes share nothing but the
 * database, so it must be a PostgreSQL server: the embedded PGlite serves one process only and
 * is refused here. A worker that dies is replaced, at most once a second.
 */
const env = process.env;
try {
  const config = loadConfig(env);
  if (!config.DATABASE_URL) {
    console.error(
      'npm run start:cluster needs DATABASE_URL (a PostgreSQL server): the embedded database (PGlite, DATA_DIR) serves one process only; use npm start for that',
    );
    process.exit(1);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}

const raw = env.CLUSTER_WORKERS?.trim();
const workers = raw ? Number(raw) : availableParallelism();
if (!Number.isInteger(workers) || workers < 1 || workers > 256) {
  console.error(`CLUSTER_WORKERS must be a whole number from 1 to 256, got '${raw}'`);
  process.exit(1);
}

// Workers run the way this primary runs: the compiled main.js beside the compiled cluster.js
// (`npm run start:cluster`), or main.ts through tsx beside the sources.
const self = process.argv[1] ?? '';
const compiled = self.endsWith('.js');
cluster.setupPrimary({
  exec: join(dirname(self), compiled ? 'main.js' : 'main.ts'),
  execArgv: compiled ? process.execArgv : ['--import', 'tsx'],
});
let stopping = false;
let lastRestart = 0;
for (let i = 0; i < workers; i++) cluster.fork();
cluster.on('exit', (worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
  const wait = Math.max(0, lastRestart + 1000 - Date.now());
  lastRestart = Date.now() + wait;
  setTimeout(() => cluster.fork(), wait);
});
const stop = (signal: NodeJS.Signals) => {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
