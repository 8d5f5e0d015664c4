import type { DraftVersion } from './drafts.ts';

/** A save refused because the drafts would exceed the quota: a 409 for the editor. */
export class DraftQuotaError extends Error {
  override readonly name = 'DraftQuotaError';
  constructor(
    readonly usedBytes: number,
    readonly quotaBytes: number,
  ) {
    const size = (bytes: number) =>
      bytes >= 1_048_576
        ? `${(bytes / 1_048_576).toFixed(1)} MB`
        : `${Math.round(bytes / 1024)} KB`;
    super(
      `The drafts storage is full: ${size(usedBytes)} of its ${size(quotaBytes)} are in use. ` +
        'Delete drafts that are no longer needed, then save again.',
    );
  }
}

/**
 * A save of a version the editor did not start from: someone saved the draft since (another tab,
 * another editor). Refused, never merged silently: the editor's text stays in the editor.
 */
export class DraftConflictError extends Error {
  override readonly name = 'DraftConflictError';
  constructor(
    readonly baseVersion: number,
    readonly current: DraftVersion,
  ) {
    super(
      `This draft was saved again since you opened version ${baseVersion}: version ` +
        `${current.version} was saved by ${current.savedBy || 'an editor'} at ${current.savedAt}. ` +
        'Nothing was saved: your changes are still in the editor.',
    );
  }
}
