import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueEntry, machineCatalogue } from '#machines/testing/catalogue.ts';
import type { CatalogueEntry } from '#machines/testing/catalogue.ts';
import { COVERAGE_DIR } from '#machines/testing/coverage-report.ts';
import type { CoverageReport } from '#machines/testing/coverage-report.ts';
import { machineGraph, parsePathFile, qaPaths } from '#machines/testing/qa-paths.ts';
import type {
  QaGraph,
  QaMachineDetail,
  QaMachineSummary,
  QaPath,
} from '#machines/testing/qa-paths.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../errors.ts';
import { DRAFT_MAX_BYTES, isDraftId } from './drafts.ts';
import type { DraftStore } from './drafts.ts';

/** Graph and paths depend only on the code: generated once per machine per process. */
const generated = new Map<string, { graph: QaGraph; paths: QaPath[] }>();
function generate(entry: CatalogueEntry) {
  let g = generated.get(entry.id);
  if (!g) generated.set(entry.id, (g = { graph: machineGraph(entry), paths: qaPaths(entry) }));
  return g;
}

/** The last test run's report, or null when `npm test` has not run here yet. */
async function readCoverage(dir: string, id: string): Promise<CoverageReport | null> {
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as CoverageReport;
  } catch {
    return null;
  }
}

async function summary(entry: CatalogueEntry, dir: string): Promise<QaMachineSummary> {
  const { graph, paths } = generate(entry);
  return {
    id: entry.id,
    title: entry.title,
    summary: entry.summary,
    states: graph.nodes.length,
    transitions: graph.edges.length,
    paths: paths.length,
    coverage: await readCoverage(dir, entry.id),
  };
}

/**
 * QA's path explorer API: the machines of the catalogue, each with its diagram's graph, its
 * generated paths and the coverage report the last test run wrote. Registered by the tools plugin
 * only when tools are enabled; never cached (it follows the code and the last test run).
 */
export async function qaRoutes(
  app: FastifyInstance,
  opts: {
    config: Config;
    coverageDir?: string;
    /** Where imported, recorded and generated paths are kept (the editors' drafts), and by whom. */
    drafts?: DraftStore;
    owner?: (request: FastifyRequest) => string;
  },
): Promise<void> {
  const base = `${opts.config.API_PREFIX}/qa`;
  const dir = opts.coverageDir ?? COVERAGE_DIR;
  app.get(`${base}/machines`, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return Promise.all(machineCatalogue.map((e) => summary(e, dir)));
  });
  app.get<{ Params: { machine: string } }>(`${base}/machines/:machine`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const entry = catalogueEntry(request.params.machine);
    if (!entry) {
      const known = machineCatalogue.map((e) => e.id).join(', ');
      return reply
        .code(404)
        .send({ error: `No machine '${request.params.machine}'. Known machines: ${known}.` });
    }
    const { graph, paths } = generate(entry);
    const detail: QaMachineDetail = { ...(await summary(entry, dir)), graph, pathList: paths };
    return detail;
  });

  const { drafts } = opts;
  if (!drafts) return;
  // Imported, recorded and generated paths are kept with the editors' drafts (same table, a
  // 'qa:<machine>' page path, the same expiry and quota): each gets an address that opens it again.
  const limit = { rateLimit: { max: 20, timeWindow: '1 minute' } } as const;
  app.post(
    `${base}/paths`,
    { config: limit, bodyLimit: DRAFT_MAX_BYTES + 16 * 1024 },
    async (request, reply) => {
      let file;
      try {
        file = parsePathFile(request.body);
      } catch (e) {
        throw new HttpError(400, e instanceof Error ? e.message : String(e));
      }
      if (!catalogueEntry(file.machine)) {
        const known = machineCatalogue.map((e) => e.id).join(', ');
        throw new HttpError(400, `No machine '${file.machine}'. Known machines: ${known}.`);
      }
      const text = JSON.stringify(file);
      if (Buffer.byteLength(text) > DRAFT_MAX_BYTES)
        throw new HttpError(413, `A path can be at most ${DRAFT_MAX_BYTES / 1024} KB of JSON.`);
      const saved = await drafts.save(opts.owner?.(request) ?? '', text, `qa:${file.machine}`);
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ id: saved.id, url: `/qa/${file.machine}/paths/saved/${saved.id}` });
    },
  );
  app.get<{ Params: { id: string } }>(`${base}/paths/:id`, async (request, reply) => {
    const saved = isDraftId(request.params.id) ? await drafts.get(request.params.id) : undefined;
    if (!saved || !saved.path.startsWith('qa:'))
      throw new HttpError(404, 'No saved path with this id. The link may be mistyped.');
    return reply.header('cache-control', 'no-store').send({ file: JSON.parse(saved.text) });
  });
}
