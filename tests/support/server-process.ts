import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freshCompiledEntry, SERVER_ENTRIES } from '../../scripts/compiled-server.ts';
import { TEST_NOW } from './clock.ts';

const ROOT = join(import.meta.dirname, '../..');
/** Output lines kept for an error message (the rest is read and dropped). */
const KEPT_LINES = 200;

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr(): string;
  /** Resolves with the address once the server logs that it is ready. */
  ready(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * `server/<entry>` as its own process, as `npm start` runs it (loopback, no watching, the clock at
 * TEST_NOW): the compiled server when `npm run build` made it from the sources as they are now,
 * else the sources through tsx. Its output is read for as long as it runs: a long-lived server
 * (the journeys' shared site) would otherwise block once the pipe is full.
 */
export function startServerProcess(
  env: Record<string, string>,
  entry: string = SERVER_ENTRIES.main,
): ServerProcess {
  const compiled = freshCompiledEntry(entry, ROOT);
  const args = compiled ? [join(ROOT, compiled)] : ['--import', 'tsx', join(ROOT, entry)];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      CONTENT_WATCH: 'false',
      LOG_LEVEL: 'info',
      WX_NOW: TEST_NOW,
      // No interstitial or map takeover over the pages journeys click (tests/support/site.ts).
      ADS_OVERLAYS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const seen: string[] = [];
  const address = new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const match = /ready at (http:\/\/[^"]+)/.exec(line);
      if (match) resolve(match[1]!);
      seen.push(line);
      if (seen.length > KEPT_LINES) seen.shift();
    });
    lines.on('close', () =>
      reject(new Error(`the server exited before it was ready: ${stderr}${seen.join('\n')}`)),
    );
  });
  // Nobody may be waiting yet; the rejection is seen by whoever calls ready().
  address.catch(() => undefined);
  return {
    child,
    exited,
    stderr: () => stderr,
    ready: () => address,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
