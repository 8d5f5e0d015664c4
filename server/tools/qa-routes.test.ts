import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaMachineDetail, QaMachineSummary } from '#machines/testing/qa-paths.ts';
import { loadConfig } from '../config.ts';
import { qaRoutes } from './qa-routes.ts';

describe('QA API', () => {
  const app = Fastify();
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'qa-coverage-'));
    await writeFile(
      join(dir, 'favourites.json'),
      JSON.stringify({
        machine: 'favourites',
        writtenAt: '2026-11-23T00:00:00.000Z',
        states: { covered: 11, total: 11, missing: [] },
        transitions: { covered: 20, total: 20, missing: [] },
        uncheckedStates: [],
      }),
    );
    await app.register(qaRoutes, { config: loadConfig({}), coverageDir: dir });
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists every machine, with coverage where a test run wrote it', async () => {
    const res = await app.inject('/api/qa/machines');
    const list = res.json<QaMachineSummary[]>();
    expect(list.map((m) => [m.id, m.coverage !== null])).toEqual([
      ['favourites', true],
      ['search', false],
      ['page', false],
      ['warnings', false],
      ['warnings-entry', false],
      ['ads', false],
      ['version', false],
      ['version-rolling', false],
      ['legend', false],
      ['accordion', false],
      ['drawer', false],
      ['avalanche', false],
      ['feed-list', false],
      ['video-player', false],
    ]);
  });

  it("answers one machine's graph and paths, and names the known machines for an unknown one", async () => {
    const m = (await app.inject('/api/qa/machines/search')).json<QaMachineDetail>();
    expect(m.graph.nodes.map((n) => n.path)).toContain('searching');
    expect(m.pathList.length).toBe(m.paths);
    expect(m.pathList[0]?.events).toEqual([]);
    const missing = await app.inject('/api/qa/machines/radar');
    expect([missing.statusCode, missing.json().error]).toEqual([
      404,
      "No machine 'radar'. Known machines: favourites, search, page, warnings, warnings-entry, ads, version, version-rolling, legend, accordion, drawer, avalanche, feed-list, video-player.",
    ]);
  });
});
