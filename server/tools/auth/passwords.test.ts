import { describe, expect, it } from 'vitest';
import { hashPassword, parsePasswordHash, verifyPassword } from './passwords.ts';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('tools passwords', () => {
  it('checks a password against its scrypt hash, salted', async () => {
    const hash = await hashPassword('Kōtuku in the sky', CHEAP);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('Kōtuku in the sky', CHEAP)).not.toBe(hash);
    expect(await verifyPassword('Kōtuku in the sky', hash)).toBe(true);
    // The same text typed decomposed is the same password.
    expect(await verifyPassword('Kōtuku in the sky'.normalize('NFD'), hash)).toBe(true);
    expect(await verifyPassword('kōtuku in the sky', hash)).toBe(false);
    expect(await verifyPassword('anything', undefined)).toBe(false);
  });

  it('refuses hashes that are malformed or would cost too much', () => {
    expect(parsePasswordHash('hunter2')).toMatch(/is not an scrypt hash/);
    const key = 'k'.repeat(43);
    const salt = 's'.repeat(22);
    expect(parsePasswordHash(`scrypt$3000$8$1$${salt}$${key}`)).toMatch(/power of two/);
    expect(parsePasswordHash(`scrypt$2097152$8$1$${salt}$${key}`)).toMatch(/power of two/);
    expect(parsePasswordHash(`scrypt$16384$64$1$${salt}$${key}`)).toMatch(/r above 32/);
    expect(parsePasswordHash(`scrypt$16384$8$1$${salt}$${key}`)).toMatchObject({
      params: { N: 16384, r: 8, p: 1 },
    });
  });
});
