import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file inside DATA_DIR; its content is the holder's `{ pid, host, startedAt }`. */
export const LOCK_FILE = 'server.lock';

/** Thrown when another live process holds DATA_DIR: its message is the one line an operator sees. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another nz-weather server (pid ${holderPid}); stop it or give this one another DATA_DIR`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  host: string;
}

async function readHolder(path: string): Promise<Holder | null> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string'
      ? { pid: parsed.pid, host: parsed.host }
      : null;
  } catch {
    return null;
  }
}

/** True when `pid` is a running process on this machine (EPERM: running, someone else's). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the exclusive lock on `dataDir`, which must exist. Two PostgreSQL instances on one data
 * folder corrupt it (the probe left it unopenable), and PGlite has no postmaster to refuse the
 * second, so the lock is ours: a file created atomically with link(2), holding the pid.
 *
 * A lock whose holder is no longer running (kill -9, power loss) is stale and is taken over: it is
 * first renamed to a name of our own, which only one contender can win, so two servers starting
 * at once after a crash cannot both take it. A lock written on another host (a shared volume) is
 * never taken over: we cannot tell whether that process runs.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = join(dataDir, LOCK_FILE);
  const mine = `${path}.${process.pid}`;
  const host = hostname();
  await writeFile(
    mine,
    JSON.stringify({ pid: process.pid, host, startedAt: new Date().toISOString() }),
  );
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await link(mine, path);
        return {
          path,
          release: async () => {
            // Only our own lock: a release after a takeover must not remove the new holder's.
            const holder = await readHolder(path);
            if (holder?.pid === process.pid && holder.host === host)
              await unlink(path).catch(() => undefined);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = await readHolder(path);
      if (holder && (holder.host !== host || isRunning(holder.pid)) && holder.pid !== process.pid)
        throw new DataDirLockedError(dataDir, holder.pid);
      // Stale (or unreadable: damaged by hand, since link(2) never shows a half-written file).
      // Move it aside; if what we moved is not what we judged stale, another server took the
      // lock in between: put it back and refuse.
      const aside = `${path}.stale.${process.pid}`;
      try {
        await rename(path, aside);
      } catch {
        continue;
      }
      const moved = await readHolder(aside);
      if (moved && moved.pid !== holder?.pid) {
        await link(aside, path).catch(() => undefined);
        await unlink(aside).catch(() => undefined);
        throw new DataDirLockedError(dataDir, moved.pid);
      }
      await unlink(aside).catch(() => undefined);
    }
    throw new Error(`Could not take the lock ${path}: it keeps changing hands`);
  } finally {
    await unlink(mine).catch(() => undefined);
  }
}
