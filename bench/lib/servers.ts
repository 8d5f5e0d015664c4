import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer, request } from 'node:http';
import type { Server } from 'node:http';
import { existsSync, mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshCompiledEntry } from '../../scripts/compiled-server.ts';

export interface Child {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Servers run on core 1 and the load generator (this process) on core 0 when `taskset` exists
 * and there are two cores, so figures stop depending on how the scheduler mixes them.
 */
export const PINNED = cpus().length >= 2 && existsSync('/usr/bin/taskset');
const SERVER_CPU = '1';

/** Pins this process (all its threads) to core 0; call once before loading. */
export function pinLoadGenerator(): void {
  if (PINNED) execFileSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' });
}

/**
 * Starts an entry in its own process and waits for its `READY <url>` (or the site's log line): a
 * server entry compiled by `npm run build` when it is up to date, else the TypeScript through tsx.
 */
export async function startChild(entry: string, env: Record<string, string> = {}): Promise<Child> {
  const compiled = freshCompiledEntry(entry, process.cwd());
  const command = compiled
    ? [process.execPath, compiled]
    : [process.execPath, '--import', 'tsx', entry];
  // taskset execs the command: the child's pid is the server's.
  const [file, ...args] = PINNED ? ['taskset', '-c', SERVER_CPU, ...command] : command;
  const child: ChildProcess = spawn(file as string, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${entry} did not start in 180 s`)), 180_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\S+)/.exec(out) ?? /ready at (http:\/\/[\d.:]+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The visitor budgets, off for the bench's own sites: one load generator is one visitor, and a
 * measured rate of 429 answers says nothing about the pages (issue 26: 15,244 of the SSR row's
 * answers were 429).
 */
export const NO_VISITOR_LIMITS = {
  RENDER_RATE_LIMIT: '0',
  SEARCH_RATE_LIMIT: '0',
  PREVIEW_RATE_LIMIT: '0',
} as const;

/**
 * The site as `npm start` runs it, on a free port, with its own data folder, unlimited, without
 * the interstitial and the map takeover: the taps are the page's own (the radar's Play is under
 * the takeover), and the overlays cover the page only after load (tests/e2e/ads-overlays.test.ts).
 */
export function startSite(env: Record<string, string> = {}): Promise<Child> {
  return startChild('server/main.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'wx-bench-')),
    CONTENT_WATCH: 'false',
    NODE_ENV: 'production',
    ADS_OVERLAYS: 'off',
    ...NO_VISITOR_LIMITS,
    ...env,
  });
}

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A server that answers fixed HTML for some paths and passes everything else to `upstream`, so
 * the peers (P0, P1) load the same assets and APIs as the real page.
 */
export async function pagesWithProxy(
  pages: Map<string, string>,
  upstream: string,
): Promise<{ url: string; close(): void }> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const html = pages.get(path);
    if (html !== undefined) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(html);
      return;
    }
    const proxied = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    proxied.on('error', () => res.writeHead(502).end());
    req.pipe(proxied);
  });
  return { url: await listen(server), close: () => server.close() };
}
