/**
 * Resolves in a new task, so the browser can paint and answer input in between: the client's
 * start-up is a few short tasks instead of one long one (Total Blocking Time budget).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
