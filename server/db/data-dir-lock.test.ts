import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { DatabaseOpenError, openPglite, RECOVERY_DOC } from './pglite.ts';

describe('the DATA_DIR lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wx-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const holder = (pid: number, host = hostname()) =>
    writeFile(join(dir, LOCK_FILE), JSON.stringify({ pid, host, startedAt: 'x' }));

  it('refuses a folder held by a running process in one line naming its pid', async () => {
    // Our parent is certainly running.
    await holder(process.ppid);
    const error = await lockDataDir(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toBe(
      `DATA_DIR ${dir} is in use by another nz-weather server (pid ${process.ppid}); stop it or give this one another DATA_DIR`,
    );
  });

  it('takes over the lock of a process that died (kill -9), and releases only its own', async () => {
    await holder(2 ** 22 + 1); // above Linux's pid_max: never running
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
    await expect(lockDataDir(dir)).resolves.toBeDefined(); // same process: re-entrant on purpose
    await lock.release();
    await expect(readFile(lock.path)).rejects.toThrow(/ENOENT/);
  });

  it('never takes over a lock written on another host (shared volume)', async () => {
    await holder(2 ** 22 + 1, 'another-host');
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('a second open of the same folder is refused before PGlite touches it', async () => {
    await holder(process.ppid);
    await expect(openPglite(join(dir, 'pglite'))).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('names the folder and the recovery steps when the database does not open', async () => {
    const data = join(dir, 'pglite');
    await mkdir(join(data, 'global'), { recursive: true });
    // A data folder whose control file is garbage: what a crashed concurrent writer can leave.
    await writeFile(join(data, 'PG_VERSION'), '17\n');
    await writeFile(join(data, 'global', 'pg_control'), Buffer.alloc(8192, 7));
    const error = await openPglite(data).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toContain(
      `The embedded database in ${data} could not be opened`,
    );
    expect((error as Error).message).toContain(RECOVERY_DOC);
    // The lock was released: after recovery the server starts without a stale-lock step.
    await expect(readFile(join(dir, LOCK_FILE))).rejects.toThrow(/ENOENT/);
  });
});
