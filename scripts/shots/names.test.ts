import { describe, expect, it } from 'vitest';
import { LOOKED_AT_ROUTES } from '../../tests/support/routes.ts';
import { routeSlug, SHOT_SCHEMES, SHOT_WIDTHS, shotName } from './names.ts';

describe('screenshot names', () => {
  it('joins the path segments with dashes and adds the width', () => {
    expect(shotName('/maps-radar/rain/radar', 390)).toBe('maps-radar-rain-radar-390.png');
    expect(shotName('/towns-cities/locations/auckland', 1366)).toBe(
      'towns-cities-locations-auckland-1366.png',
    );
    expect(shotName('/national', 390, 'dark')).toBe('national-390-dark.png');
  });

  it('names the root "home" and drops the query, hash and odd characters', () => {
    expect(routeSlug('/')).toBe('home');
    expect(routeSlug('/marine/high-seas?location=forties#forties')).toBe('marine-high-seas');
    expect(routeSlug('/Warnings//Home/')).toBe('warnings-home');
    expect(routeSlug('/a b/c_d')).toBe('a-b-c-d');
  });

  it('gives every looked-at route its own file at each width and colour scheme', () => {
    const names = LOOKED_AT_ROUTES.flatMap((r) =>
      SHOT_WIDTHS.flatMap((w) => SHOT_SCHEMES.map((s) => shotName(r, w, s))),
    );
    expect(new Set(names).size).toBe(
      LOOKED_AT_ROUTES.length * SHOT_WIDTHS.length * SHOT_SCHEMES.length,
    );
  });
});
