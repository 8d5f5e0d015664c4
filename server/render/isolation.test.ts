import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { mapModules } from '#engine/tree.ts';
import type { ServerRenderProps } from '#src/entry-server.tsx';
import { buildApp } from '../app.ts';
import { clockFor } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { startSiteServices } from '../site.ts';

/**
 * Issue 20: a module that throws while the server renders it is left out, and the rest of its
 * page is served with 200; the error is logged with the module's name and key. A real page
 * through the real server, with Auckland's "Nearby towns" made to throw inside React (its links
 * turned into a number after every check, as a bug in a component would).
 */

let app: FastifyInstance;
let dataDir: string;
const logged: string[] = [];

/** Auckland's nearby-towns link list, broken where only rendering can find it. */
function sabotage(props: ServerRenderProps): ServerRenderProps {
  if (props.page.status !== 'success') return props;
  const tree = mapModules(props.page.tree, (m) =>
    m.key === 'nearby' ? { ...m, config: { ...m.config, links: 5 } } : m,
  );
  return { ...props, page: { ...props.page, tree } };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wx-isolation-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    CONTENT_WATCH: 'false',
    LOG_LEVEL: 'error',
  });
  const logger = createLogger(config, {
    write: (line: string) => void logged.push(line),
  });
  const services = await startSiteServices(config, logger, clockFor(config));
  const real = services.renderer;
  services.renderer = { ...real, renderApp: (props) => real.renderApp(sabotage(props)) };
  app = await buildApp(config, { logger, services });
  app.addHook('onClose', () => services.close());
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a module that throws while the server renders it', () => {
  it('is left out; the rest of the page is served with 200', async () => {
    const res = await app.inject('/towns-cities/locations/auckland');
    expect(res.statusCode).toBe(200);
    // What a visitor sees: the rendered root (the embedded description still names every module).
    const shown = res.body.slice(
      res.body.indexOf('<div id="root">'),
      res.body.indexOf('id="wx-state"'),
    );
    expect(shown).toContain('Auckland now');
    expect(shown).toContain('More for Auckland');
    expect(shown).not.toContain('Nearby towns');
  });

  it('is logged with its name and key', () => {
    expect(logged.join('\n')).toMatch(
      /module \\"link-list\\" \(nearby\) failed to render on the server: .*; left out/,
    );
  });
});
