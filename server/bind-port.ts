import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { CREATE_OPTIONS } from './server-limits.ts';

/** A listening HTTP server that answers 503 until the app is ready, then hands requests to it. */
export interface BoundServer {
  /** For buildApp's `serverFactory`: Fastify uses this already-listening server. */
  factory: FastifyServerFactory;
  /** Switches from the 503 answer to the app (call after `app.ready()`). */
  serve(): void;
  address(): string;
  /** True from the moment drain() is called: what is rendered now is not kept (issue 28). */
  readonly stopping: boolean;
  /**
   * The first half of a shutdown (issue 28, item 1): every request already read, its body
   * still arriving or not, is answered by the app, on a connection marked to close; a request
   * that arrives later is told to retry (503, Retry-After) before anything is done; idle
   * connections are closed. Resolves true once the last connection has closed, false when
   * `graceMs` ran out first (the rest are then cut). The app, and its database, are closed after.
   */
  drain(graceMs: number): Promise<boolean>;
  /** Stops accepting and resolves when in-flight requests have finished. */
  close(): Promise<void>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A 503 that asks the client to come back in a second: nothing of the request was done. */
const tryAgain =
  (message: string, close: boolean): Handler =>
  (_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '1',
      ...(close ? { connection: 'close' } : {}),
    });
    response.end(JSON.stringify({ error: { status: 503, message } }));
  };
const starting = tryAgain('The server is starting. Please try again in a moment.', false);
const restarting = tryAgain('The server is restarting. Please try again in a moment.', true);

/**
 * Binds the port before anything else is opened (issue 11, finding 1): a second server on the same
 * port fails here, before it can touch DATA_DIR. The app is attached later through Fastify's
 * `serverFactory`, so there is no window in which the port is free again.
 */
export async function bindPort(port: number, host: string): Promise<BoundServer> {
  const server: Server = createServer(CREATE_OPTIONS);
  server.on('request', starting);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  let handler: Handler | undefined;
  let stopping = false;
  // Answers the app is still writing: each is told to close its connection once sent.
  const inFlight = new Set<ServerResponse>();
  const track: Handler = (request, response) => {
    if (stopping) return restarting(request, response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    handler?.(request, response);
  };
  return {
    factory: (appHandler) => {
      handler = appHandler as Handler;
      return server;
    },
    serve() {
      if (!handler) throw new Error('serve() before the app was built with this server');
      server.off('request', starting);
      server.on('request', track);
    },
    get stopping() {
      return stopping;
    },
    drain(graceMs) {
      stopping = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          resolve(false);
        }, graceMs);
        timer.unref();
        // Stops listening and closes idle connections; the callback runs when the last
        // connection, busy until its answer is sent, has closed.
        server.close(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    address() {
      const a = server.address();
      if (a === null || typeof a === 'string') return String(a);
      return `http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}

/** The one line an operator sees when the port cannot be bound. */
export function portErrorLine(error: unknown, port: number, host: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `Port ${port} on ${host} is already in use (another server running?); stop it or set PORT`;
  if (code === 'EACCES')
    return `Port ${port} on ${host} needs more privileges than this process has; set PORT above 1023`;
  return `Could not listen on ${host}:${port}: ${(error as Error).message}`;
}
