import type { CapAlert } from './cap-parser.ts';
import { capToWarnings, type ActiveWarning } from './cap-to-warning.ts';
import { parseCap } from './cap-parser.ts';

/** One accepted CAP document: the alert and the warnings made from it. */
export interface AcceptedAlert {
  alert: CapAlert;
  warnings: ActiveWarning[];
}

export type AcceptResult = { ok: true; accepted: AcceptedAlert } | { ok: false; reason: string };

/** Parse and map one CAP document; a failure says why in plain words. */
export function acceptCap(xml: string): AcceptResult {
  const parsed = parseCap(xml);
  if (!parsed.ok) return parsed;
  if (parsed.alert.msgType === 'Cancel')
    return { ok: true, accepted: { alert: parsed.alert, warnings: [] } };
  const mapped = capToWarnings(parsed.alert);
  if (!mapped.ok) return mapped;
  return { ok: true, accepted: { alert: parsed.alert, warnings: mapped.warnings } };
}

const keyOf = (sender: string, identifier: string): string => `${sender}\u0000${identifier}`;

/**
 * The last good alert of every source (a file, or a feed entry's URL). A bad new version of a
 * source never replaces its good one, so a broken upload cannot make warnings vanish.
 */
export class AlertSet {
  private readonly sources = new Map<string, AcceptedAlert>();
  private cache: ActiveWarning[] | null = null;

  get size(): number {
    return this.sources.size;
  }

  has(source: string): boolean {
    return this.sources.has(source);
  }

  sourceIds(): string[] {
    return [...this.sources.keys()];
  }

  set(source: string, accepted: AcceptedAlert): void {
    this.sources.set(source, accepted);
    this.cache = null;
  }

  delete(source: string): void {
    if (this.sources.delete(source)) this.cache = null;
  }

  /**
   * Warnings in force at `now`: Updates replace the alerts they reference, Cancels remove them,
   * and alerts past their expiry drop out.
   */
  active(now: number): ActiveWarning[] {
    return this.resolved().filter((w) => w.expiresAt === null || w.expiresAt > now);
  }

  /** Every alert that is neither superseded nor cancelled, expired or not (demo re-timing starts here). */
  resolved(): ActiveWarning[] {
    this.cache ??= this.resolve();
    return this.cache;
  }

  private resolve(): ActiveWarning[] {
    const all = [...this.sources.values()];
    const superseded = new Set<string>();
    for (const { alert } of all) {
      if (alert.msgType !== 'Alert')
        for (const ref of alert.references) superseded.add(keyOf(ref.sender, ref.identifier));
    }
    // The same alert may arrive twice (folder and feed): keep the most recently sent copy.
    const byKey = new Map<string, AcceptedAlert>();
    for (const entry of all.sort((a, b) => Date.parse(a.alert.sent) - Date.parse(b.alert.sent))) {
      const key = keyOf(entry.alert.sender, entry.alert.identifier);
      if (entry.alert.msgType !== 'Cancel' && !superseded.has(key)) byKey.set(key, entry);
    }
    return [...byKey.values()].flatMap((e) => e.warnings);
  }
}
