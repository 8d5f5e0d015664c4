import type { Server, ServerOptions } from 'node:http';
import type { Config } from './config.ts';

export type ServerLimits = Pick<
  Config,
  'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS' | 'MAX_CONNECTIONS'
>;

/**
 * How often Node looks for requests past their time (its default is 30 s, which would let a
 * 10-second header limit run to 40). Set when the server is created: Node reads it only then.
 */
export const CREATE_OPTIONS: ServerOptions = { connectionsCheckingInterval: 1_000 };

/**
 * Node's HTTP limits (issue 27, finding 9: a request body could trickle for Node's default 300 s,
 * and connections had no cap). A request that has not arrived whole within REQUEST_TIMEOUT_MS, or
 * its headers within HEADERS_TIMEOUT_MS, is answered 408 and closed; past MAX_CONNECTIONS open
 * sockets, new ones are closed at once. Applied to the listening server, whoever created it.
 */
export function applyServerLimits(server: Server, limits: ServerLimits): void {
  server.requestTimeout = limits.REQUEST_TIMEOUT_MS;
  server.headersTimeout = limits.HEADERS_TIMEOUT_MS;
  server.maxConnections = limits.MAX_CONNECTIONS;
}
