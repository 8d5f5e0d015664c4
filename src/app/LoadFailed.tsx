/**
 * What a part of the page shows when its code could not be loaded (offline, or a deploy removed
 * it): one sentence and a retry. The rest of the page stays as it is.
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="wx-load-failed" role="alert">
      {what} could not load. Check your connection and try again.{' '}
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
