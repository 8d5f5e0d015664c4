import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * Password hashes for the tools' accounts (issue 27): scrypt from node:crypto, written as
 * `scrypt$N$r$p$salt$key` (salt and key in base64url). Hashing runs on libuv's thread pool, so a
 * sign-in never blocks the event loop.
 */
export const DEFAULT_SCRYPT = { N: 16_384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

interface ParsedHash {
  params: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

const HASH = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([\w-]{16,})\$([\w-]{32,})$/;

/**
 * The parts of a stored hash, or a sentence saying what is wrong with it. The cost is bounded
 * (N a power of two up to 2^20, r up to 32, p up to 16): a hash in the configuration cannot make
 * every sign-in take a minute or a gigabyte.
 */
export function parsePasswordHash(text: string): ParsedHash | string {
  const m = HASH.exec(text);
  if (!m)
    return 'is not an scrypt hash (scrypt$N$r$p$salt$key; make one with npm run tools:password)';
  const [N, r, p] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
  if (N < 1024 || N > 1_048_576 || (N & (N - 1)) !== 0)
    return 'has an scrypt N that is not a power of two from 1024 to 1048576';
  if (r < 1 || r > 32 || p < 1 || p > 16) return 'has an scrypt r above 32 or p above 16';
  return {
    params: { N, r, p },
    salt: Buffer.from(m[4] as string, 'base64url'),
    key: Buffer.from(m[5] as string, 'base64url'),
  };
}

function derive(password: string, salt: Buffer, length: number, params: ParsedHash['params']) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  params: ParsedHash['params'] = DEFAULT_SCRYPT,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** A hash to check against when the user name is unknown, so both answers take as long. */
let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored` (compared in constant time). With no stored hash (unknown
 * user, or an account that signs in only through the proxy) it still spends one derivation, so
 * the answer's timing does not tell which user names exist.
 */
export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const parsed = stored === undefined ? undefined : parsePasswordHash(stored);
  if (parsed === undefined || typeof parsed === 'string') {
    decoy ??= hashPassword('not a password');
    const fallback = parsePasswordHash(await decoy) as ParsedHash;
    await derive(password, fallback.salt, fallback.key.length, fallback.params);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(key, parsed.key);
}
