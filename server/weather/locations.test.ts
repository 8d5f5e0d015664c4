import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocationIndex, isSlug, loadLocations, parseLocations } from './locations.ts';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';

describe('location index', () => {
  it('keeps valid entries and names the invalid ones', () => {
    const { locations, problems } = parseLocations([
      FIXTURE_LOCATIONS[0],
      { ...FIXTURE_LOCATIONS[1], key: 'Bad Key' },
      { ...FIXTURE_LOCATIONS[2], type: 'volcano' },
      { ...FIXTURE_LOCATIONS[3], lat: 'south' },
      null,
    ]);
    expect(locations).toEqual([FIXTURE_LOCATIONS[0]]);
    expect(problems).toEqual([
      "entry 1 /key: 'Bad Key' is not a valid key: use lowercase letters, digits and single hyphens, e.g. 'palmerston-north'.",
      "entry 2 /type: Unknown 'type' value 'volcano'. Allowed values: towns-cities, rural, marine, high-seas, national-parks, ski, coastal, tidal, boating, surfing, kayak, paddleboarding.",
      'entry 3 /lat: Expected a number here, found a string.',
      'entry 4 is not an object',
    ]);
    expect(parseLocations({}).problems).toEqual(['locations.json is not a JSON array']);
  });

  it('looks locations up by type and key', () => {
    const index = new LocationIndex(FIXTURE_LOCATIONS);
    expect(index.get('towns-cities', 'auckland')?.label).toBe('Auckland');
    expect(index.get('rural', 'auckland')).toBeUndefined();
  });

  it('reads a file, and says clearly when it is missing or not JSON', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'locations-'));
    try {
      const file = join(dir, 'locations.json');
      await writeFile(file, JSON.stringify(FIXTURE_LOCATIONS));
      expect((await loadLocations(file)).locations).toHaveLength(FIXTURE_LOCATIONS.length);
      await writeFile(file, '[{"key":');
      await expect(loadLocations(file)).rejects.toThrow(/is not valid JSON/);
      await expect(loadLocations(join(dir, 'missing.json'))).rejects.toThrow(
        /Cannot read the location index/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('accepts only lowercase slugs', () => {
    expect(isSlug('palmerston-north')).toBe(true);
    for (const bad of ['', 'Auckland', 'a--b', '-a', 'a-', 'a_b', 'a b', 'x'.repeat(121)])
      expect(isSlug(bad)).toBe(false);
  });
});
