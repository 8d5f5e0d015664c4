import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess as run } from '../support/server-process.ts';

/**
 * Issue 11, finding 1, with the real entry point: the port is bound before anything is opened,
 * and a second server on the same DATA_DIR is refused in one line naming the holder's pid.
 */
describe('server start-up on a taken port or folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wx-main-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a second server without touching the first one or its data', async () => {
    const first = run({ PORT: '0', DATA_DIR: join(dir, 'a') });
    try {
      const address = await first.ready();
      const port = new URL(address).port;

      // Same folder, another port: one line naming the holder.
      const sameFolder = run({ PORT: '0', DATA_DIR: join(dir, 'a') });
      expect(await sameFolder.exited).toBe(1);
      expect(sameFolder.stderr().trim()).toBe(
        `DATA_DIR ${join(dir, 'a')} is in use by another nz-weather server (pid ${first.child.pid}); stop it or give this one another DATA_DIR`,
      );

      // Same port, another folder: refused before the folder is even created.
      const samePort = run({ PORT: port, DATA_DIR: join(dir, 'b') });
      expect(await samePort.exited).toBe(1);
      expect(samePort.stderr().trim()).toBe(
        `Port ${port} on 127.0.0.1 is already in use (another server running?); stop it or set PORT`,
      );
      expect(existsSync(join(dir, 'b'))).toBe(false);

      // The first server still answers, with its data.
      const put = await fetch(`${address}/api/favourites/towns-cities/auckland`, { method: 'PUT' });
      expect(put.status).toBe(200);
    } finally {
      await first.stop();
    }
  }, 120_000);
});
