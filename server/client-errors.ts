import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from './errors.ts';

/** The few answers Node's parser gives before Fastify sees a request, in the app's own shape. */
function rawJson(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ error: { status, message } } satisfies ErrorBody);
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Fastify's clientErrorHandler: a request Node could not parse gets the same error body as
 * every other refusal (issue 11, finding 8), 431 for headers that are too large.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  socket.end(
    tooLarge
      ? rawJson(431, 'Request Header Fields Too Large', 'The request headers are too large.')
      : rawJson(400, 'Bad Request', 'The request could not be read.'),
  );
}

/** A request slower than this is logged at warn with its time (finding 8: 7.5 s went unlogged). */
export const SLOW_REQUEST_MS = 1000;

/**
 * CONNECT (a proxy tunnel) is not served here: answered 405 instead of a dropped connection; and
 * slow requests are logged.
 */
export function rawServerAnswers(app: FastifyInstance, slowMs = SLOW_REQUEST_MS): void {
  app.server.on('connect', (_request, socket: Socket) => {
    socket.end(rawJson(405, 'Method Not Allowed', 'CONNECT is not supported.'));
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.elapsedTime >= slowMs)
      request.log.warn(
        {
          ms: Math.round(reply.elapsedTime),
          method: request.method,
          url: request.url,
          status: reply.statusCode,
        },
        'slow request',
      );
    done();
  });
}
