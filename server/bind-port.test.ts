import { Agent, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { bindPort, type BoundServer } from './bind-port.ts';

/** A GET on a keep-alive connection; resolves with the answer or the connection's error code. */
function get(address: string, agent: Agent) {
  return new Promise<{ status: number; connection?: string; retryAfter?: string } | string>(
    (resolve) => {
      const req = request(`${address}/x`, { agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ...(res.headers.connection ? { connection: res.headers.connection } : {}),
            ...(res.headers['retry-after'] ? { retryAfter: res.headers['retry-after'] } : {}),
          }),
        );
      });
      req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
      req.end();
    },
  );
}

/** A bound server whose app answers only when the test says so. */
async function held(): Promise<{
  bound: BoundServer;
  address: string;
  arrived: Promise<void>;
  answer: () => void;
}> {
  const bound = await bindPort(0, '127.0.0.1');
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const waiting: ServerResponse[] = [];
  const app = (_req: IncomingMessage, res: ServerResponse) => {
    waiting.push(res);
    arrive();
  };
  (bound.factory as unknown as (handler: typeof app) => void)(app);
  bound.serve();
  return {
    bound,
    address: bound.address(),
    arrived,
    answer: () => waiting.splice(0).forEach((res) => res.end('done')),
  };
}

describe('bindPort drain (issue 28, item 1)', () => {
  it('finishes the request in flight on a connection marked to close, refuses new ones, then resolves', async () => {
    const { bound, address, arrived, answer } = await held();
    const agent = new Agent({ keepAlive: true });
    const inFlight = get(address, agent);
    await arrived;
    expect(bound.stopping).toBe(false);
    const drained = bound.drain(60_000);
    expect(bound.stopping).toBe(true);
    // Not listening any more: a new visitor goes to another instance.
    expect(await get(address, new Agent())).toBe('ECONNREFUSED');
    answer();
    expect(await inFlight).toEqual({ status: 200, connection: 'close' });
    expect(await drained).toBe(true);
    agent.destroy();
  });

  it('gives up after the grace period and cuts what is still running', async () => {
    const { bound, address, arrived } = await held();
    const inFlight = get(address, new Agent());
    await arrived;
    expect(await bound.drain(50)).toBe(false);
    expect(await inFlight).toBe('ECONNRESET');
  });
});

describe('bindPort drain: a request that starts after the signal', () => {
  it('is told to retry (503, Retry-After) before anything is done, on a connection that closes', async () => {
    const { bound, address, arrived } = await held();
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    // Its first line is in before the signal; the end of its headers only after.
    socket.write('GET /late HTTP/1.1\r\nHost: weather.test\r\n');
    await new Promise((resolve) => setImmediate(resolve));
    const drained = bound.drain(60_000);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('\r\n');
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(await drained).toBe(true);
    // The app never saw it.
    expect(await Promise.race([arrived.then(() => 'app'), Promise.resolve('not the app')])).toBe(
      'not the app',
    );
  });
});
