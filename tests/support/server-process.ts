import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freshCompiledEntry, SERVER_ENTRIES } from '../../scripts/compiled-server.ts';

const ROOT = join(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr(): string;
  /** Resolves with the address once the server logs that it is ready. */
  ready(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * `server/<entry>` as its own process, as `npm start` runs it (loopback, no watching): the
 * compiled server when `npm run build` made it from the sources as they are now, else the sources
 * through tsx.
 */
export function startServerProcess(
  env: Record<string, string>,
  entry: string = SERVER_ENTRIES.main,
): ServerProcess {
  const compiled = freshCompiledEntry(entry, ROOT);
  const args = compiled ? [join(ROOT, compiled)] : ['--import', 'tsx', join(ROOT, entry)];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', CONTENT_WATCH: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    stderr: () => stderr,
    async ready() {
      const seen: string[] = [];
      for await (const line of createInterface({ input: child.stdout! })) {
        const match = /ready at (http:\/\/[^"]+)/.exec(line);
        if (match) return match[1]!;
        seen.push(line);
      }
      throw new Error(`the server exited before it was ready: ${stderr}${seen.join('\n')}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
