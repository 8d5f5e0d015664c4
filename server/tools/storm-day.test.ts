import { describe, expect, it } from 'vitest';
import type { ActiveWarning } from '../warnings/cap-to-warning.ts';
import { stormTiming } from './storm-day.ts';

const HOUR = 3_600_000;
const at = Date.parse('2026-11-25T01:20:00Z');

const sample = (over: Partial<ActiveWarning['warning']>, expiresAt: number | null) =>
  ({
    warning: {
      name: 'Heavy Rain Warning',
      warnLevel: 'orange',
      eventType: 'rain',
      issuedAt: '2026-11-21T20:00:00Z',
      nextIssueAt: '2026-11-22T02:00:00Z',
      threatStartTime: '2026-11-21T22:00:00Z',
      threatEndTime: '2026-11-22T08:00:00Z',
      ...over,
    },
    areas: [],
    expiresAt,
    sender: 's',
    identifier: 'i',
  }) as unknown as ActiveWarning;

describe('the storm day’s timing', () => {
  it('puts every alert in force at the moment shown, issued in the hour before it', () => {
    const [w] = stormTiming([sample({}, Date.parse('2026-11-22T08:00:00Z'))], at);
    expect(w?.warning.issuedAt).toBe('2026-11-25T00:00:00Z');
    expect(w?.warning.nextIssueAt).toBe('2026-11-25T06:00:00Z');
    // It starts no later than its issue, and runs at least six hours past the moment.
    expect(w?.warning.threatStartTime).toBe('2026-11-25T00:00:00Z');
    expect(Date.parse(w?.warning.threatEndTime ?? '')).toBeGreaterThanOrEqual(at + 6 * HOUR);
    expect(w?.expiresAt).toBe(Date.parse(w?.warning.threatEndTime ?? ''));
  });

  it('keeps an alert’s own length when it is longer, and times alerts without times', () => {
    const long = sample({ threatEndTime: '2026-11-23T20:00:00Z' }, null);
    const [w] = stormTiming([long], at);
    expect(w?.warning.threatEndTime).toBe('2026-11-27T00:00:00Z');
    const [bare] = stormTiming(
      [sample({ threatStartTime: undefined, threatEndTime: undefined }, null)],
      at,
    );
    expect(bare?.warning.threatStartTime).toBeUndefined();
    expect(bare?.expiresAt).toBeGreaterThanOrEqual(at + 6 * HOUR);
  });
});
