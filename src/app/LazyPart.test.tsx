// @vitest-environment jsdom
import { testContext } from '#tests/support/module-fixtures.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ModuleEntry } from '#engine/module-entry.ts';
import { onChunkLoadFailure, type ChunkLoadFailure } from './chunk-failure.ts';
import { loadModules, moduleComponent } from './components.ts';
import { LazyPart } from './LazyPart.tsx';

/**
 * Issue 11, finding 2: a lazy chunk that fails to load (offline: "Unable to preload CSS for …")
 * says so and offers a retry; the rest of the page stays; listeners (the version-reload rule)
 * are told.
 */
const offline = () => new Error('Unable to preload CSS for /assets/SearchOverlay-abc.css');

// A module whose chunk fails once, like a click while offline followed by a retry online.
const flaky = vi.hoisted(() => ({ failures: 1 }));
vi.mock('#modules/registry.ts', () => ({
  appChunkRegistry: {
    'flaky-module': {
      name: 'flaky-module',
      load: async () => {
        if (flaky.failures-- > 0) throw new Error('Failed to fetch dynamically imported module');
        return { default: () => <p>Module content</p> };
      },
      hydrate: 'visible',
    } satisfies ModuleEntry,
  },
}));

describe('lazy parts that fail to load', () => {
  it('show "could not load" with a retry, keep the page, and recover', async () => {
    const told: ChunkLoadFailure[] = [];
    const stop = onChunkLoadFailure((f) => told.push(f));
    let attempts = 0;
    const load = async () => {
      attempts++;
      if (attempts === 1) throw offline();
      return { default: ({ text }: { text: string }) => <p>{text}</p> };
    };
    render(
      <main>
        <h1>Auckland</h1>
        <LazyPart part="search-overlay" what="Search" load={load} props={{ text: 'Overlay' }} />
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Search could not load. Check your connection and try again.',
    );
    expect(screen.getByRole('heading', { name: 'Auckland' })).toBeTruthy();
    expect(told.map((f) => [f.part, (f.error as Error).message])).toEqual([
      ['search-overlay', offline().message],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Overlay')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    stop();
  });

  it('a module whose chunk fails does not fail the page and loads on retry', async () => {
    const told: string[] = [];
    const stop = onChunkLoadFailure((f) => told.push(f.part));
    await expect(loadModules(['flaky-module'])).resolves.toBeUndefined();
    expect(told).toEqual(['flaky-module']);
    const Module = moduleComponent('flaky-module');
    expect(Module).toBeDefined();
    const context = testContext();
    render(
      <section>
        {Module ? <Module config={{ name: 'flaky-module' } as never} context={context} /> : null}
      </section>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This part of the page could not load.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Module content')).toBeTruthy();
    stop();
  });
});
