import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

/**
 * MCP messages (spec pages doc section 7): modules the content team wants on some pages, e.g.
 * a river safety note on every West Coast page. Authored in content/mcp/messages.json as
 * `{ match: { parentSection?, websiteSection?, websiteRegion?, websiteLocation?, imagery? },
 * slotPath, module }`; a message applies when every part it names equals the request's part.
 * The engine ignores any failure here, so a missing or broken file only logs.
 */
const PARTS = [
  'parentSection',
  'websiteSection',
  'websiteRegion',
  'websiteLocation',
  'imagery',
] as const;
type Part = (typeof PARTS)[number];

interface AuthoredMessage {
  match: Partial<Record<Part, string>>;
  slotPath: string;
  module: unknown;
}

function isMessage(m: unknown): m is AuthoredMessage {
  const x = m as AuthoredMessage | null;
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof x.slotPath === 'string' &&
    typeof x.match === 'object' &&
    x.match !== null &&
    'module' in x
  );
}

export async function mcpRoutes(
  app: FastifyInstance,
  opts: { file: string; apiPrefix: string },
): Promise<void> {
  let messages: AuthoredMessage[] = [];
  try {
    const raw = JSON.parse(await readFile(opts.file, 'utf8')) as unknown;
    messages = Array.isArray(raw) ? raw.filter(isMessage) : [];
    if (!Array.isArray(raw) || messages.length !== raw.length)
      app.log.warn({ file: opts.file }, 'some MCP messages are malformed and were skipped');
  } catch (error) {
    app.log.warn({ file: opts.file, err: error }, 'no MCP messages loaded');
  }

  app.get(
    `${opts.apiPrefix}/mcp-messages/:parentSection/:websiteSection/:websiteRegion/:websiteLocation/:imagery`,
    (request, reply) => {
      const params = request.params as Record<Part, string>;
      const messageModules = messages
        .filter((m) => PARTS.every((p) => m.match[p] === undefined || m.match[p] === params[p]))
        .map(({ slotPath, module }) => ({ slotPath, module }));
      reply.header('cache-control', 'public, max-age=60').send({ messageModules });
    },
  );
}
