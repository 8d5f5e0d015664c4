import { describe, expect, it } from 'vitest';
import { dayChoices, formatAsOf, nzInstant, nzMoment } from './nz-time.ts';

// 2 pm NZDT on 25 November 2026 (the test site's instant).
const AT = Date.parse('2026-11-25T01:00:00Z');

describe('as of, in New Zealand time', () => {
  it('reads and writes New Zealand days and times, daylight saving included', () => {
    expect(nzMoment(AT)).toEqual({ date: '2026-11-25', hour: 14, minute: 0 });
    expect(nzInstant({ date: '2026-11-25', hour: 14, minute: 0 })).toBe(AT);
    // NZST in winter: twelve hours ahead.
    expect(new Date(nzInstant({ date: '2026-07-01', hour: 9, minute: 30 })).toISOString()).toBe(
      '2026-06-30T21:30:00.000Z',
    );
  });

  it('says it as the site does', () => {
    expect(formatAsOf(AT)).toBe('2:00 pm, Wednesday 25 November 2026');
    const days = dayChoices(AT, 1, 1);
    expect(days).toEqual([
      { value: '2026-11-24', label: 'Tuesday 24 November 2026' },
      { value: '2026-11-25', label: 'Wednesday 25 November 2026' },
      { value: '2026-11-26', label: 'Thursday 26 November 2026' },
    ]);
  });
});
