import Fastify from 'fastify';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpRoutes } from './mcp-routes.ts';

async function appWith(body: string) {
  const dir = await mkdtemp(join(tmpdir(), 'wx-mcp-'));
  const file = join(dir, 'messages.json');
  await writeFile(file, body);
  const app = Fastify();
  await app.register(mcpRoutes, { file, apiPrefix: '/api' });
  return app;
}

describe('MCP messages', () => {
  it('answers the messages whose match fits every named part', async () => {
    const app = await appWith(
      JSON.stringify([
        {
          match: { websiteRegion: 'west-coast' },
          slotPath: 'main',
          module: { name: 'text', text: 'Rivers' },
        },
        {
          match: { parentSection: 'marine' },
          slotPath: 'main',
          module: { name: 'text', text: 'Boats' },
        },
      ]),
    );
    const res = await app.inject(
      '/api/mcp-messages/towns-cities/locations/west-coast/hokitika/none',
    );
    expect(res.json()).toEqual({
      messageModules: [{ slotPath: 'main', module: { name: 'text', text: 'Rivers' } }],
    });
    const none = await app.inject('/api/mcp-messages/towns-cities/locations/otago/dunedin/none');
    expect(none.json()).toEqual({ messageModules: [] });
  });

  it('skips malformed messages and survives a broken file', async () => {
    const some = await appWith(
      JSON.stringify([
        { slotPath: 'main' },
        { match: {}, slotPath: 'main', module: { name: 'text', text: 'x' } },
      ]),
    );
    expect((await some.inject('/api/mcp-messages/a/b/c/d/e')).json().messageModules).toHaveLength(
      1,
    );
    const broken = await appWith('{ not json');
    expect((await broken.inject('/api/mcp-messages/a/b/c/d/e')).json()).toEqual({
      messageModules: [],
    });
  });
});
