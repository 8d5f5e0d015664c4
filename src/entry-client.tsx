/**
 * Client entry, injected by the server page after first contentful paint. It evaluates the client
 * in stages, each in its own task: React first, then the app (statecharts, shell, modules), then
 * hydration in slices. One big module graph would be evaluated in a single long task that blocks
 * a tap for a quarter of a second on a mid-range phone.
 */
import { nextTask } from './app/next-task.ts';
import { registerInlinedCss } from './app/inlined-css.ts';
// The shell's styles belong to the entry, so the server inlines them into every page.
import './styles.ts';

async function main(): Promise<void> {
  registerInlinedCss(document);
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./boot.tsx');
  await nextTask();
  await start();
  // Version check, ads, monitoring: a lazy chunk once the browser is idle (issue 13).
  // Offline, it fails quietly: the page works without it.
  (self.requestIdleCallback || setTimeout)(() => import('./after-load/start.ts').catch(() => 0));
}

void main();
