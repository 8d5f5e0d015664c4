import { HOUR_MS, nzDate, nzIso, nzParts, nzStartOfDay, nzStartOfDayAfter } from './nz-time.ts';

describe('New Zealand time', () => {
  it('formats with the daylight-saving offset in summer and standard time in winter', () => {
    expect(nzIso(Date.parse('2026-11-22T01:30:00Z'))).toBe('2026-11-22T14:30:00+13:00');
    expect(nzIso(Date.parse('2026-07-22T01:30:00Z'))).toBe('2026-07-22T13:30:00+12:00');
    expect(nzDate(Date.parse('2026-11-22T11:30:00Z'))).toBe('2026-11-23');
  });

  it('finds local midnight, also on the days clocks change', () => {
    for (const iso of [
      '2026-11-22T01:30:00Z',
      '2026-04-05T10:00:00Z',
      '2026-09-27T10:00:00Z',
      '2026-09-26T12:30:00Z',
    ]) {
      const start = nzStartOfDay(Date.parse(iso));
      expect(nzParts(start)).toMatchObject({ hour: 0, minute: 0 });
      expect(nzDate(start)).toBe(nzDate(Date.parse(iso)));
    }
    // 27 September 2026: clocks go forward, the day has 23 hours.
    const day = Date.parse('2026-09-27T01:00:00Z');
    expect(nzStartOfDayAfter(day, 1) - nzStartOfDay(day)).toBe(23 * HOUR_MS);
  });
});
