import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for a service the site depends on (CAP feed, weather provider), on a free loopback
 * port, that can be stopped and started again during a test. While stopped, every connection
 * is cut before it is answered, as a crashed or restarting upstream does; the port stays this
 * one's, so nothing else can take it between stop and start.
 */
export interface StandInUpstream {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Connections cut while stopped: proof that the site asked during the outage. */
  readonly refused: number;
  stop(): void;
  start(): void;
  close(): Promise<void>;
}

export async function startUpstream(handler: RequestListener): Promise<StandInUpstream> {
  let stopped = false;
  let refused = 0;
  const open = new Set<Socket>();
  const server: Server = createServer(handler);
  server.on('connection', (socket) => {
    if (stopped) {
      refused += 1;
      socket.destroy();
      return;
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    get refused() {
      return refused;
    },
    stop() {
      stopped = true;
      // Kept-alive connections go too: the site must open new ones, which are cut.
      for (const socket of open) socket.destroy();
    },
    start() {
      stopped = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
