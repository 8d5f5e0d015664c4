import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { validateVersionResponse } from '#schemas/generated/validators.js';
import type { VersionResponse } from '#schemas/generated/types.ts';

const PACKAGE_JSON = new URL('../package.json', import.meta.url);

/** The product version from package.json, checked against the version response schema. */
export async function readVersionResponse(
  packageJson: URL | string = PACKAGE_JSON,
): Promise<VersionResponse> {
  const parsed = JSON.parse(await readFile(packageJson, 'utf8')) as { version?: unknown };
  const response = { Version: parsed.version };
  if (!validateVersionResponse(response)) {
    throw new Error(
      `package.json version ${JSON.stringify(parsed.version)} is not a semantic version`,
    );
  }
  return response as VersionResponse;
}

export interface VersionRoutesOptions {
  version: VersionResponse;
}

/**
 * `GET /version.json` (no API prefix, spec: version reload). Never cached: a client compares it
 * with its own version to decide whether to reload.
 */
export async function versionRoutes(
  app: FastifyInstance,
  options: VersionRoutesOptions,
): Promise<void> {
  const body = Buffer.from(JSON.stringify(options.version));
  app.get('/version.json', { compress: false, decompress: false }, (_request, reply) => {
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);
  });
}
