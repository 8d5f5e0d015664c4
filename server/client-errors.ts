import type { Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
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
  // Past REQUEST_TIMEOUT_MS or HEADERS_TIMEOUT_MS (server-limits.ts): Node's own answer is 408.
  const tooSlow = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  socket.end(
    tooLarge
      ? rawJson(431, 'Request Header Fields Too Large', 'The request headers are too large.')
      : tooSlow
        ? rawJson(408, 'Request Timeout', 'The request took too long to arrive.')
        : rawJson(400, 'Bad Request', 'The request could not be read.'),
  );
}

/**
 * CONNECT (a proxy tunnel) is not served here: answered 405 instead of a dropped connection.
 */
export function answerConnect(app: FastifyInstance): void {
  app.server.on('connect', (_request, socket: Socket) => {
    socket.end(rawJson(405, 'Method Not Allowed', 'CONNECT is not supported.'));
  });
}

/**
 * Slow requests the access log cannot see (issue 11, finding 8): when the process is saturated,
 * requests wait in the socket queue before Fastify starts their clock, so clients waited 7.5 s
 * while every logged time was short. A blocked event loop is that wait: its longest delay in
 * each interval is logged at warn when it reaches `thresholdMs`. Returns the stop function.
 */
export function watchEventLoop(
  log: Pick<FastifyBaseLogger, 'warn'>,
  { thresholdMs = 1000, intervalMs = 10_000 } = {},
): () => void {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let lastTick = performance.now();
  const timer = setInterval(() => {
    // reset() also forgets the histogram's last tick, so a block that ends just as this report
    // runs is never recorded there (about one block in eight was missed). This timer's own
    // lateness is that block's length, less at most the histogram's resolution.
    const now = performance.now();
    const lateMs = now - lastTick - intervalMs;
    lastTick = now;
    const maxMs = Math.round(Math.max(delay.max / 1e6, lateMs));
    if (maxMs >= thresholdMs)
      log.warn(
        { maxDelayMs: maxMs, p99DelayMs: Math.round(delay.percentile(99) / 1e6), intervalMs },
        'slow requests: the event loop was blocked, requests waited before they were read',
      );
    delay.reset();
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
}
