import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/**
 * The one pino logger of the process: plain JSON lines on stdout (pretty printing is a viewer's
 * job). Secrets that could reach a log line through request headers are redacted.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: { env: config.NODE_ENV },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-algolia-api-key"]',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Requests slower than this are logged at warn whatever their status. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One access line per response instead of Fastify's two per request. Successful answers are
 * logged at debug: writing a line per request costs as much CPU as answering a cached page (the
 * proxy or CDN in front keeps access logs). Refusals, failures and slow requests stay visible at
 * info and above.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    const line = { method: request.method, url: request.url, status, ms };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (ms >= SLOW_REQUEST_MS) reply.log.warn(line, 'slow request');
    else if (status >= 400) reply.log.info(line, 'request');
    else reply.log.debug(line, 'request');
  }
}
