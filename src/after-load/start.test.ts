// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-hydrated');
  document.documentElement.removeAttribute('data-after-load');
  document.body.replaceChildren();
});

/**
 * The browser may be idle between hydration's slices, and ads put boxes into <main>: started
 * then, a box was a node React had not rendered and hydration failed (React error 418, seen in
 * the search-outage journey). The version check, ads and monitoring wait for ClientApp's mark.
 */
it('starts the version check, ads and monitoring only once the page is hydrated', async () => {
  // The version check asks for /version.json on its own schedule: an answer that never comes.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  const state = document.createElement('script');
  state.id = 'wx-state';
  state.type = 'application/json';
  state.textContent = JSON.stringify({ settings: { version: '1.0.0', apiPrefix: '/api' } });
  document.body.append(state);

  await import('./start.ts');
  await Promise.resolve();
  expect(document.documentElement.dataset.afterLoad).toBeUndefined();

  document.documentElement.dataset.hydrated = 'true';
  await vi.waitFor(() => expect(document.documentElement.dataset.afterLoad).toBe('started'));
});
