import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import type { PageDescription } from '#schemas/generated/types.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { createLogger, type Logger } from '#server/logger.ts';

/** Test-only helpers shared by the server tests: temporary content folders and a captured log. */

export function page(url: string, extra: Partial<PageDescription> = {}): PageDescription {
  const name = url.split('/').pop() || 'national';
  return {
    schemaVersion: 1,
    url,
    type: name,
    name,
    title: `Title of ${url}`,
    layout: { name: 'five-up' },
    ...extra,
  };
}

/** A description comfortably over the compression threshold. */
export function bigPage(url: string): PageDescription {
  const text = Array.from(
    { length: 60 },
    (_, i) => `Paragraph ${i}: fine with some cloud, light winds.`,
  ).join('\n\n');
  return page(url, {
    layout: { name: 'five-up', primary: { main: [{ name: 'text', title: 'Today', text }] } },
  });
}

/** Files relative to `<dir>/pages`, as objects (serialised) or raw text. */
export type ContentFiles = Record<string, PageDescription | string>;

export const standardPages: ContentFiles = {
  'national.json': bigPage('/national'),
  'not-found.json': page('/not-found', {
    type: 'not-found',
    name: 'not-found',
    title: 'Page not found',
    layout: { name: 'not-found' },
  }),
  'towns-cities/locations/auckland.json': page('/towns-cities/locations/auckland'),
  'marine.json': page('/marine'),
  'broken.json': '{ "schemaVersion": 1, "url": "/broken",\n  "title": oops }\n',
  'wrong-layout.json': JSON.stringify(
    { ...page('/wrong-layout'), layout: { name: 'six-up' } },
    null,
    2,
  ),
};

export async function writeContent(pagesDir: string, files: ContentFiles): Promise<void> {
  for (const [file, body] of Object.entries(files)) {
    const path = join(pagesDir, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  }
}

export interface TempContent {
  dir: string;
  pagesDir: string;
  remove(): Promise<void>;
}

export async function makeContentDir(files: ContentFiles = standardPages): Promise<TempContent> {
  const dir = await mkdtemp(join(tmpdir(), 'nzw-content-'));
  const pagesDir = join(dir, 'pages');
  await mkdir(pagesDir, { recursive: true });
  await writeContent(pagesDir, files);
  return { dir, pagesDir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A real pino logger whose lines are kept in memory for assertions. */
export function captureLogger(level: Config['LOG_LEVEL'] = 'info'): {
  logger: Logger;
  lines: LogLine[];
} {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim() !== '') lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: level, NODE_ENV: 'test' }, stream), lines };
}

export function testConfig(contentDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    CONTENT_DIR: contentDir,
    STATIC_DIR: join(contentDir, 'no-client-build'),
    CONTENT_WATCH: 'false',
    NODE_ENV: 'test',
    ...env,
  });
}
