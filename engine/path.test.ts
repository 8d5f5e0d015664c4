import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, normalisePath } from './path.ts';

describe('normalisePath', () => {
  it.each([
    ['/', '/national'],
    ['', '/national'],
    ['/national', '/national'],
    ['/national/', '/national'],
    ['/towns-cities/locations/auckland@foo/', '/towns-cities/locations/auckland'],
    ['/towns-cities/locations/auckland@', '/towns-cities/locations/auckland'],
    ['/marine?x=1', '/marine'],
    ['/@anything', '/national'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePath(input)).toEqual({ ok: true, path: expected });
  });

  it.each([
    '/../etc/passwd',
    '/national/..',
    '/a%00b',
    '/a\u0000b',
    '/Auckland',
    '/a//b',
    '/a/./b',
    '/%2e%2e/x',
  ])('refuses %j', (input) => {
    expect(normalisePath(input).ok).toBe(false);
  });

  it('refuses very long paths', () => {
    expect(normalisePath('/' + 'a'.repeat(MAX_PATH_LENGTH))).toEqual({
      ok: false,
      reason: 'Path is too long.',
    });
  });
});
