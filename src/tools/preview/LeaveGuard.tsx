import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

interface Props {
  /** Unsaved changes would be left. */
  dirty: boolean;
  /** What is open, for the question ('the page /national'). */
  title: string;
}

/**
 * Asks before the editor leaves a document with unsaved changes for another (the path box, a
 * link, the browser's back button): they stay in this browser, but the editor should know.
 * A save that moves the address to the draft does not ask (it says `continues` in its state).
 */
export function LeaveGuard({ dirty, title }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(nextLocation.state as { continues?: string } | null)?.continues,
  );
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (blocker.state === 'blocked' && !el.open) el.showModal();
    if (blocker.state !== 'blocked' && el.open) el.close();
  }, [blocker.state]);
  return (
    <dialog
      ref={dialog}
      className="tools-dialog"
      aria-labelledby="leave-title"
      onCancel={() => blocker.reset?.()}
    >
      <h2 id="leave-title">Leave {title}?</h2>
      <p>
        It has unsaved changes. They stay in this browser: open it again to get them back, or save a
        draft first.
      </p>
      <div className="tools-row">
        <button type="button" onClick={() => blocker.reset?.()}>
          Stay here
        </button>
        <button type="button" onClick={() => blocker.proceed?.()}>
          Leave
        </button>
      </div>
    </dialog>
  );
}
