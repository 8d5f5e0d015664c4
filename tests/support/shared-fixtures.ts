import { rm } from 'node:fs/promises';
import pg from 'pg';
import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';
import { freshDataDir } from './data-dir.ts';
import { startPostgres, type ThrowawayPostgres } from './postgres.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * What the journeys share in one run (started by tests/support/global-setup.ts): per test worker
 * one site, the built server as `npm start` runs it on its own data folder with the clock at
 * TEST_NOW, and one Chromium; for the run one throwaway PostgreSQL server, of which each file that
 * asks gets a database of its own. Each is started on first request, never twice.
 */
export class SharedFixtures {
  private readonly sites = new Map<string, Promise<ServerProcess>>();
  private readonly browsers = new Map<string, Promise<BrowserServer>>();
  private postgres: Promise<ThrowawayPostgres | null> | undefined;
  private databases = 0;
  private readonly dataDirs: string[] = [];

  /** The worker's site address. */
  async site(worker: string): Promise<string> {
    let site = this.sites.get(worker);
    if (!site) {
      site = freshDataDir().then((dataDir) => {
        this.dataDirs.push(dataDir);
        return startServerProcess({ PORT: '0', DATA_DIR: dataDir });
      });
      this.sites.set(worker, site);
    }
    return (await site).ready();
  }

  /** The worker's Chromium, as an endpoint that playwright-core's `chromium.connect` takes. */
  async browser(worker: string): Promise<string> {
    let server = this.browsers.get(worker);
    if (!server) {
      server = chromium.launchServer({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      });
      this.browsers.set(worker, server);
    }
    return (await server).wsEndpoint();
  }

  /** A new, empty database on the run's PostgreSQL server; null when PostgreSQL is missing. */
  async postgresDatabase(): Promise<string | null> {
    this.postgres ??= startPostgres();
    const server = await this.postgres;
    if (!server) return null;
    const name = `wx_${++this.databases}`;
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    return url.href;
  }

  async close(): Promise<void> {
    await Promise.all([
      ...[...this.sites.values()].map((site) =>
        site.then(
          (s) => s.stop(),
          () => {},
        ),
      ),
      ...[...this.browsers.values()].map((server) =>
        server.then(
          (s) => s.close(),
          () => {},
        ),
      ),
      this.postgres?.then(
        (server) => server?.stop(),
        () => {},
      ),
    ]);
    await Promise.all(this.dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
