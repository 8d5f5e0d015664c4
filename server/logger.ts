import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/**
 * The one pino logger of the process: plain JSON lines on stdout (pretty printing is a viewer's
 * job). Secrets that could reach a log line through request headers are redacted.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: { env: config.NODE_ENV },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-algolia-api-key"]'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * One access line per response instead of Fastify's two per request ('incoming' and
 * 'completed'): half the logging cost on the hot path, and the line has what an operator reads.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
