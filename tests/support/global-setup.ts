import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { SharedFixtures } from './shared-fixtures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of this run's shared fixtures (tests/support/fixtures.ts asks it). */
    fixturesUrl: string;
  }
}

/**
 * The browser tier's global set-up: one loopback server that hands each test worker its site and
 * its Chromium, and any file a fresh PostgreSQL database, each started the first time it is asked
 * for and closed after the run. Lazy, so running one journey file starts one site, not one per
 * possible worker.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const fixtures = new SharedFixtures();
  const server = createServer((request, response) => void answer(fixtures, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('fixturesUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    server.close();
    await fixtures.close();
  };
}

async function answer(
  fixtures: SharedFixtures,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://fixtures');
  const worker = url.searchParams.get('worker') ?? '1';
  try {
    const body =
      url.pathname === '/site'
        ? { url: await fixtures.site(worker) }
        : url.pathname === '/browser'
          ? { wsEndpoint: await fixtures.browser(worker) }
          : url.pathname === '/postgres'
            ? { url: await fixtures.postgresDatabase() }
            : undefined;
    if (!body) return void response.writeHead(404).end(`no fixture at ${url.pathname}`);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  } catch (error) {
    response.writeHead(500).end(error instanceof Error ? error.message : String(error));
  }
}
