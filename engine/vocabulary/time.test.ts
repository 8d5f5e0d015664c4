import {
  formatIssued,
  formatNzDate,
  formatNzDayHeading,
  formatNzHour,
  formatNzShortDay,
  formatNzTime,
  toInstant,
} from './time.ts';

describe('New Zealand time and date formats', () => {
  it('writes times as h:mm am/pm in New Zealand daylight time (UTC+13)', () => {
    expect(formatNzTime('2026-11-22T01:05:00Z')).toBe('2:05 pm');
    expect(formatNzTime('2026-11-22T14:00:00+13:00')).toBe('2:00 pm');
    expect(formatNzTime('2026-11-21T11:30:00Z')).toBe('12:30 am');
  });

  it('follows standard time (UTC+12) in winter', () => {
    expect(formatNzTime('2026-07-01T00:00:00Z')).toBe('12:00 pm');
    expect(formatNzHour('2026-07-01T09:00:00Z')).toBe('9 pm');
  });

  it('writes dates as D Month YYYY, crossing the date line correctly', () => {
    expect(formatNzDate('2026-11-22T12:30:00Z')).toBe('23 November 2026');
    expect(formatNzDate('2026-11-23')).toBe('23 November 2026');
    expect(formatNzDayHeading('2026-11-23')).toBe('Monday 23 November 2026');
    expect(formatNzShortDay('2026-11-23')).toBe('Mon 23 Nov');
  });

  it('combines both for issue times', () => {
    expect(formatIssued('2026-11-22T14:00:00+13:00')).toBe('Issued 2:00 pm 22 November 2026');
  });

  it('gives empty text for values that are not times', () => {
    expect(toInstant('not a date')).toBeNull();
    expect(formatNzTime('soon')).toBe('');
    expect(formatNzDate(Number.NaN)).toBe('');
    expect(formatIssued('')).toBe('');
  });
});
