import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { build, stop } from 'esbuild';
import { LOCK_FILE } from '#server/db/data-dir-lock.ts';

/**
 * Issue 11, finding 1: kill -9 during writes, with and without a second process started on the
 * same folder, loses no acknowledged write in 20 rounds, and the folder always opens again.
 * Each round starts tests/support/db-writer.ts (the server's own open path: lock, open check,
 * migrations, favourites store), which first checks every write acknowledged in earlier rounds,
 * then writes until it is killed with SIGKILL after a number of acknowledgements. In odd rounds a
 * second process is started on the same folder while the first writes; it must be refused.
 */
const ROOT = join(import.meta.dirname, '../..');
const ROUNDS = 20;
// The writer is bundled once to plain JavaScript (PGlite and pg stay external): 41 processes
// then start without the TypeScript loader, which saved about a quarter of each start.
const WRITER = join(ROOT, '.tmp', `crash-writer-${process.pid}.mjs`);

interface Writer {
  child: ChildProcess;
  /** Resolves with each line the child prints, in order. */
  next(): Promise<string>;
  exited: Promise<number | null>;
}

function startWriter(dataDir: string, ackedFile: string, mode?: string): Writer {
  const child = spawn(process.execPath, [WRITER, dataDir, ackedFile, ...(mode ? [mode] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    async next() {
      const { value, done } = await lines.next();
      if (done) throw new Error(`writer ended (exit ${await exited})`);
      return value as string;
    },
    exited,
  };
}

// A fixed sequence of kill points (no Math.random: a failure replays the same way).
const killAfter = (round: number): number => 1 + ((round * 37) % 23);

describe('the embedded database under kill -9', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wx-crash-'));
    await build({
      entryPoints: [join(ROOT, 'tests/support/db-writer.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: WRITER,
      external: ['@electric-sql/pglite', 'pg'],
      logLevel: 'error',
    });
    // esbuild's service process would otherwise outlive the test run.
    await stop();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(WRITER, { force: true });
  });

  it(`loses no acknowledged write in ${ROUNDS} rounds, with and without a second process`, async () => {
    const ackedFile = join(dir, 'acked.txt');
    await writeFile(ackedFile, '');
    let acknowledged = 0;
    let refusals = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const writer = startWriter(dir, ackedFile);
      // The folder opened again after the last kill, and every acknowledged write is there.
      expect(await writer.next()).toBe(`verified ${acknowledged} missing 0`);
      const second = round % 2 === 1 ? startWriter(dir, ackedFile) : null;
      const tokens: string[] = [];
      for (let i = 0; i < killAfter(round); i++) {
        const line = await writer.next();
        expect(line).toMatch(/^ack [A-Za-z0-9_-]{43}$/);
        tokens.push(line.slice(4));
      }
      if (second) {
        const refusal = await second.next();
        expect(refusal).toMatch(
          new RegExp(
            `^refused DATA_DIR .* is in use by another nz-weather server \\(pid ${writer.child.pid}\\)`,
          ),
        );
        expect(await second.exited).toBe(3);
        refusals++;
      }
      writer.child.kill('SIGKILL');
      await writer.exited;
      await appendFile(ackedFile, tokens.map((t) => `${t}\n`).join(''));
      acknowledged += tokens.length;
    }
    const last = startWriter(dir, ackedFile, 'verify-only');
    expect(await last.next()).toBe(`verified ${acknowledged} missing 0`);
    expect(await last.exited).toBe(0);
    expect(refusals).toBe(ROUNDS / 2);
    // The killed holder's lock was taken over, and the clean close released the last one.
    await expect(readFile(join(dir, LOCK_FILE))).rejects.toThrow(/ENOENT/);
  }, 600_000);
});
