import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway PostgreSQL 15 server for tests (DESIGN.md, facts checked): Debian's binaries, a
 * temporary cluster owned by the postgres user (the server refuses to run as root), trust auth,
 * a free loopback port and the socket in the same folder. Debian's default cluster on 5432 is
 * never used.
 */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
  /** Stops the server but keeps its data (a database outage); `resume` starts it again. */
  pause(): Promise<void>;
  resume(): Promise<void>;
}

const isRoot = (): boolean => process.getuid?.() === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

let installing: Promise<boolean> | undefined;

/** Installs Debian's postgresql package once per process when we are root and it is missing. */
async function ensureBinaries(): Promise<boolean> {
  if (existsSync(join(BIN, 'initdb'))) return true;
  if (!isRoot()) return false;
  installing ??= (async () => {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update'], { env, maxBuffer: 64 * 1024 * 1024 });
    await run('apt-get', ['install', '-y', 'postgresql'], { env, maxBuffer: 64 * 1024 * 1024 });
    return existsSync(join(BIN, 'initdb'));
  })();
  return installing;
}

/** Runs a PostgreSQL binary as the postgres user when we are root, else as ourselves. */
function pgRun(cmd: string, args: string[]) {
  const file = join(BIN, cmd);
  return isRoot() ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

/**
 * Starts a fresh server, or returns null (with one line on stderr) when PostgreSQL is missing and
 * cannot be installed because we are not root.
 */
export async function startPostgres(): Promise<ThrowawayPostgres | null> {
  if (!(await ensureBinaries())) {
    console.warn(`PostgreSQL tests skipped: ${BIN} is missing and installing it needs root.`);
    return null;
  }
  const dir = await mkdtemp(join(tmpdir(), 'wx-pg-'));
  if (isRoot()) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await pgRun('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    pgRun('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  await start();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
    async pause() {
      await pgRun('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    async resume() {
      await start();
    },
  };
}
