import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The only text a 5xx answer ever carries: the details go to the log, not to the visitor. */
export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again shortly.';

const MAX_MESSAGE_LENGTH = 300;

/** An error whose message is meant for the client (a 4xx). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorBody {
  error: { status: number; message: string };
}

function statusOf(error: Partial<FastifyError>): number {
  const status = error.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500;
}

/** First line of the message only, trimmed: a client message never carries a stack or dump. */
function plainMessage(error: Partial<FastifyError>, status: number): string {
  const first =
    String(error.message ?? '')
      .split('\n', 1)[0]
      ?.trim() ?? '';
  if (first === '' || /\bat .+:\d+:\d+/.test(first))
    return status === 404 ? 'Not found.' : 'The request could not be handled.';
  return first.length > MAX_MESSAGE_LENGTH ? first.slice(0, MAX_MESSAGE_LENGTH - 1) + '…' : first;
}

/**
 * JSON answers for every error: 4xx with a plain message saying what was wrong, 5xx with one
 * fixed sentence and the real error logged.
 */
export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = statusOf(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, reason: error.message }, 'request refused');
  const message = status >= 500 ? SERVER_FAULT_MESSAGE : plainMessage(error, status);
  const body: ErrorBody = { error: { status, message } };
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Unknown routes. Page URLs are the SSR route's business; this answers everything else. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply): void {
  const body: ErrorBody = {
    error: {
      status: 404,
      message: `No such address: ${request.method} ${request.url.split('?', 1)[0]?.slice(0, 200)}`,
    },
  };
  reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}
