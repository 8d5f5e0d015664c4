import { chromium } from 'playwright-core';
import { inject } from 'vitest';
import type { LaunchedBrowser } from './browser.ts';

/**
 * A test file's side of the run's shared fixtures (tests/support/shared-fixtures.ts): each worker
 * gets its own site and Chromium, kept from one file to the next.
 */
async function ask<T>(what: string): Promise<T> {
  const worker = process.env.VITEST_POOL_ID ?? '1';
  const res = await fetch(`${inject('fixturesUrl')}/${what}?worker=${worker}`);
  if (!res.ok) throw new Error(`the shared ${what} did not start: ${await res.text()}`);
  return (await res.json()) as T;
}

/** This worker's site: the built server, its clock at TEST_NOW, the real content. */
export async function sharedSite(): Promise<{ url: string }> {
  return { url: (await ask<{ url: string }>('site')).url };
}

/**
 * This worker's Chromium. Closing what this returns closes this file's connection and its
 * contexts; the browser stays for the next file.
 */
export async function sharedBrowser(): Promise<LaunchedBrowser> {
  const { wsEndpoint } = await ask<{ wsEndpoint: string }>('browser');
  const browser = await chromium.connect(wsEndpoint);
  return { browser, close: () => browser.close() };
}

/**
 * A database of this file's own on the run's PostgreSQL server, or null when PostgreSQL is
 * missing and cannot be installed (not root).
 */
export async function freshPostgresDatabase(): Promise<{ url: string } | null> {
  const { url } = await ask<{ url: string | null }>('postgres');
  return url ? { url } : null;
}
