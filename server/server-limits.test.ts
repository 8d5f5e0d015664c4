import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { bindPort } from './bind-port.ts';
import type { BoundServer } from './bind-port.ts';
import { makeContentDir, testConfig } from '#tests/support/server-fixtures.ts';
import type { TempContent } from '#tests/support/server-fixtures.ts';

/** Everything the server sends on a socket until it closes it. */
function untilClosed(socket: Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  return new Promise((resolve) => socket.on('close', () => resolve(received)));
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

const LIMITS = { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '1000', MAX_CONNECTIONS: '3' };

// Issue 27, finding 9: request bodies could trickle for Node's default 300 s, and connections had
// no cap. Both ways a server starts: on the port main.ts binds first, and on Fastify's own.
describe.each([
  { how: 'the port bound before the app (npm start)', bound: true },
  { how: "Fastify's own server (tests, tools)", bound: false },
])('HTTP limits on $how', ({ bound }) => {
  let content: TempContent;
  let app: FastifyInstance;
  let server: BoundServer | undefined;
  let port: number;
  beforeAll(async () => {
    content = await makeContentDir();
    const config = testConfig(content.dir, { ...LIMITS, LOG_LEVEL: 'silent' });
    if (bound) {
      server = await bindPort(0, '127.0.0.1');
      app = await buildApp(config, { services: null, serverFactory: server.factory });
      await app.ready();
      server.serve();
      port = Number(new URL(server.address()).port);
    } else {
      app = await buildApp(config, { services: null });
      port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
    }
  });
  afterAll(async () => {
    await Promise.all([server?.close(), app.close()]);
    await content.remove();
  });

  it('answers 408 to a request whose headers or body trickle, and closes it', async () => {
    const headers = await open(port);
    const headersAnswer = untilClosed(headers);
    headers.write('GET /healthz HTTP/1.1\r\nHost: x\r\n'); // ...and the rest never comes
    const body = await open(port);
    const bodyAnswer = untilClosed(body);
    body.write(
      'PUT /api/favourites/order HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"items"',
    );
    expect(await headersAnswer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await bodyAnswer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes connections beyond MAX_CONNECTIONS at once, and serves again when they go', async () => {
    const held = await Promise.all([open(port), open(port), open(port)]);
    const extra = await open(port);
    const extraAnswer = untilClosed(extra);
    extra.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await extraAnswer).toBe('');
    for (const socket of held) socket.destroy();
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status)
      .toBe(200);
  });
});
