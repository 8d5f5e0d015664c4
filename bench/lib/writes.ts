import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes of the files under `dir` (what the database takes on disk). */
export function directorySize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? directorySize(path) : statSync(path).size;
  }
  return total;
}

const PLACES = ['auckland', 'wellington', 'nelson', 'taupo', 'christchurch', 'dunedin'];

/**
 * `count` favourites writes as visitors make them: 1,000 visitors (each its own address, sent
 * through the proxy header the server trusts in the load run, and its own session cookie),
 * adding, removing and reordering, 10 at a time. Returns the database size at the start and
 * after each 10,000 writes.
 */
export async function favouriteWrites(
  base: string,
  count: number,
  databaseDir: string,
): Promise<{ atStart: number; per10k: number[]; errors: number; failures: string[] }> {
  const cookies = new Map<number, string>();
  const atStart = directorySize(databaseDir);
  const per10k: number[] = [];
  let errors = 0;
  const failures: string[] = [];
  let done = 0;
  const one = async (n: number) => {
    const visitor = n % 1000;
    const place = PLACES[Math.floor(n / 1000) % PLACES.length] ?? 'auckland';
    const headers: Record<string, string> = {
      'x-forwarded-for': `10.${visitor >> 8}.${visitor & 255}.${(n >> 16) & 255}`,
    };
    const cookie = cookies.get(visitor);
    if (cookie) headers.cookie = cookie;
    const kind = n % 3;
    // Only the list body has a type: Fastify refuses an empty body that claims to be JSON.
    if (kind === 2) headers['content-type'] = 'application/json';
    const res = await fetch(
      kind === 2 ? `${base}/api/favourites/order` : `${base}/api/favourites/towns-cities/${place}`,
      {
        method: kind === 1 ? 'DELETE' : 'PUT',
        headers,
        ...(kind === 2
          ? {
              body: JSON.stringify({
                items: ['towns-cities/auckland', 'towns-cities/nelson'],
                topCount: 2,
              }),
            }
          : {}),
      },
    );
    if (!res.ok) {
      errors++;
      if (errors <= 3)
        console.error(`write ${n} answered ${res.status}: ${await res.clone().text()}`);
    }
    const set = res.headers.get('set-cookie')?.split(';')[0];
    if (set) cookies.set(visitor, set);
    await res.arrayBuffer();
  };
  while (done < count) {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        one(done + i).catch((error: unknown) => {
          // A reset connection is an error of the run, reported, not a crash of the runner.
          errors++;
          const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
          if (failures.length < 5) failures.push(`write ${done + i}: ${cause}`);
        }),
      ),
    );
    done += 10;
    if (done % 10_000 === 0) per10k.push(directorySize(databaseDir));
  }
  return { atStart, per10k, errors, failures };
}
