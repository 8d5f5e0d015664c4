/**
 * When heavy browser work may run (issue 26, Deliver 2): never in the way of a visitor's input.
 * The after-load extras (src/after-load) and the phone's pan-and-zoom map (modules/shared/map)
 * run each step in a task of its own, the heavy ones only once the page has been quiet for a
 * while or right after a visitor's first input has been painted.
 */

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Ends the current task: the browser paints and answers input before the next step. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves in the browser's next idle period (a task after it, where it has none). */
export function idle(win: Window = window): Promise<void> {
  return new Promise((resolve) =>
    win.requestIdleCallback
      ? win.requestIdleCallback(() => resolve(), { timeout: 2000 })
      : setTimeout(resolve, 50),
  );
}

const INPUTS = ['pointerdown', 'keydown'] as const;

/**
 * Resolves once no long task (50 ms or more) has run for `quietMs`, or after a visitor's first
 * input once its answer has been painted, whichever is first. A monitoring SDK started then never
 * stands between a tap and its answer: its own start-up is one long task that cannot be split.
 */
export function whenQuiet(quietMs: number, win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    let lastBusy = win.performance.now();
    let done = false;
    const observer =
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('longtask')
        ? new PerformanceObserver((list) => {
            for (const e of list.getEntries())
              lastBusy = Math.max(lastBusy, e.startTime + e.duration);
          })
        : null;
    observer?.observe({ type: 'longtask', buffered: true });
    const finish = () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      for (const type of INPUTS) win.removeEventListener(type, onInput, true);
      resolve();
    };
    // After the input's own answer is on screen: a frame, then a task after it.
    const onInput = () => win.requestAnimationFrame(() => setTimeout(finish, 0));
    for (const type of INPUTS) win.addEventListener(type, onInput, { capture: true, once: true });
    const check = () => {
      if (done) return;
      const quietFor = win.performance.now() - lastBusy;
      if (quietFor >= quietMs) finish();
      else setTimeout(() => void idle(win).then(check), quietMs - quietFor);
    };
    void idle(win).then(check);
  });
}
