import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CatalogueEntry } from '#machines/testing/catalogue.ts';
import { liveEvent, plainEvent } from '#machines/testing/qa-paths.ts';
import type { PathFile } from '#machines/testing/qa-paths.ts';
import { QaSession, stepBack } from '#machines/testing/session.ts';
import { answeredActor } from '#machines/testing/harness.ts';
import type { LiveView } from './live-views.tsx';

/** How a request of the machine is answered while QA simulates (the mock). */
export type MockMode = 'wait' | 'success' | 'failure';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How long the studio waits for a live UI's lazy part before checking what is there. */
const SETTLE_MS = 5000;

/** Resolves once `settled(root)` holds (watched as the UI changes), or after SETTLE_MS. */
function until(root: HTMLElement, settled: (root: HTMLElement) => boolean): Promise<void> {
  if (settled(root)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => settled(root) && done());
    observer.observe(root, { childList: true, subtree: true, attributes: true });
    const timer = setTimeout(done, SETTLE_MS);
  });
}
const same = (a: EventObject, b: EventObject) =>
  JSON.stringify(plainEvent(a)) === JSON.stringify(plainEvent(b));

export interface Studio {
  session: QaSession | null;
  /** The path being followed (null: free simulation). */
  file: PathFile | null;
  /** The session still follows the file (no step of QA's own choosing in between). */
  following: boolean;
  /** Steps of the file not taken yet. */
  remaining: number;
  busy: boolean;
  liveRoot: React.RefObject<HTMLDivElement | null>;
  mocks: Record<string, MockMode>;
  setMock(id: string, mode: MockMode): void;
  next(): Promise<void>;
  runToEnd(): Promise<void>;
  send(event: EventObject): Promise<void>;
  back(): Promise<void>;
  restart(): void;
}

/**
 * A QA session in React: started on the path (or empty for simulation), restarted when the path
 * changes, one step at a time; the live UI is checked after every step. A step QA sends that the
 * path does not have leaves the path (the session goes on as a simulation).
 */
export function useStudio(
  entry: CatalogueEntry,
  view: LiveView | undefined,
  file: PathFile | null,
): Studio {
  const [session, setSession] = useState<QaSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [, bump] = useReducer((n: number) => n + 1, 0);
  const [mocks, setMocks] = useState<Record<string, MockMode>>({});
  const liveRoot = useRef<HTMLDivElement>(null);
  const current = useRef<QaSession | null>(null);

  const start = useCallback(() => {
    current.current?.stop();
    const checkUi = view
      ? async (snapshot: AnyMachineSnapshot) => {
          // React renders the actor's update in tasks of its own.
          await tick();
          await tick();
          const root = liveRoot.current;
          if (!root) return 'The UI is not mounted';
          if (view.settled) await until(root, view.settled);
          return view.check(root, snapshot);
        }
      : undefined;
    const s = QaSession.start({ entry, ...(checkUi ? { checkUi } : {}) });
    current.current = s;
    setSession(s);
  }, [entry, view]);

  useEffect(() => {
    start();
    return () => current.current?.stop();
  }, [start, file]);

  const events = file?.events.map(liveEvent) ?? [];
  const taken = session?.steps ?? [];
  const following = taken.every((s, i) => events[i] !== undefined && same(s.event, events[i]));
  const failed = taken.some((s) => s.status === 'fail');
  const remaining = following && !failed ? events.length - taken.length : 0;

  const run = async (fn: (s: QaSession) => Promise<void>) => {
    const s = current.current;
    if (!s || busy) return;
    setBusy(true);
    try {
      await fn(s);
    } finally {
      setBusy(false);
      bump();
    }
  };
  const stepOnce = async (s: QaSession): Promise<boolean> => {
    const i = s.steps.length;
    const event = events[i];
    if (!event) return false;
    const step = await s.step(event, file?.states?.[i]);
    bump();
    return step.status === 'pass';
  };
  /** The mocks' answers to requests now waiting (a few at most: an answer can start another). */
  const answerMocks = async (s: QaSession) => {
    for (let round = 0; round < 20; round++) {
      const auto = s.enabled().find(({ event, kind }) => {
        const a = answeredActor(event.type);
        const mode = a ? mocks[a.id] : undefined;
        return (
          (mode === 'success' && kind === 'answer') || (mode === 'failure' && kind === 'failure')
        );
      });
      if (!auto) return;
      await s.step(auto.event);
    }
  };

  return {
    session,
    file,
    following,
    remaining,
    busy,
    liveRoot,
    mocks,
    setMock: (id, mode) => setMocks((m) => ({ ...m, [id]: mode })),
    next: () => run(async (s) => void (await stepOnce(s))),
    runToEnd: () =>
      run(async (s) => {
        while (s.steps.length < events.length && (await stepOnce(s)));
      }),
    send: (event) =>
      run(async (s) => {
        await s.step(event);
        await answerMocks(s);
      }),
    back: () =>
      run(async (s) => {
        if (!s.steps.length) return;
        const prev = await stepBack(s);
        current.current = prev;
        setSession(prev);
      }),
    restart: start,
  };
}
