// @vitest-environment jsdom
import { useState } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { islandPrefix, IslandRoot } from '#engine/react/islands.tsx';
import { hydrateIslands } from './islands.tsx';
import type { IslandSpec } from './islands.tsx';

function Toggle({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      {name}
    </button>
  );
}

const env = { rule: () => 'never' as const, inside: true, scope: '' };
const page = (ids: string[]) =>
  ids
    .map(
      (id) =>
        `<div class="wx-module"><wx-island data-island="${id}">${renderToString(
          <IslandRoot env={env}>
            <Toggle name={id} />
          </IslandRoot>,
          { identifierPrefix: islandPrefix(id) },
        )}</wx-island></div>`,
    )
    .join('');
const root = (content: ReactNode, onCommit: () => void) => (
  <IslandRoot env={env} onCommit={onCommit}>
    {content}
  </IslandRoot>
);
/** React applies a click's update in a microtask: no timer, no idle time in between. */
const microtasks = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};
const expanded = (name: string) =>
  screen.getByRole('button', { name }).getAttribute('aria-expanded');

/** An IntersectionObserver that never sees anything: a 'visible' island waits for its input. */
class Blind {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('hydrateIslands', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', Blind));
  afterEach(() => vi.unstubAllGlobals());

  it('hydrates load islands, leaves a visible one for later, and hydrates it at the first click, which it answers', async () => {
    document.body.innerHTML = page(['now', 'later']);
    const specs: Record<string, IslandSpec> = {
      now: { rule: 'load', content: async () => <Toggle name="now" /> },
      later: { rule: 'visible', content: async () => <Toggle name="later" /> },
    };
    const islands = hydrateIslands(document, { spec: (id) => specs[id] ?? null, root });
    await islands.ready;
    screen.getByRole('button', { name: 'now' }).click();
    await microtasks();
    expect(expanded('now')).toBe('true');
    // Not hydrated yet: React has not taken it, yet the first click is answered at once.
    const later = screen.getByRole('button', { name: 'later' });
    later.click();
    await microtasks();
    expect(expanded('later')).toBe('true');
    expect(screen.getByRole('button', { name: 'later' })).toBe(later);
    islands.unmount();
  });

  it('keeps a click that came before the code and gives it to the island once hydrated', async () => {
    document.body.innerHTML = page(['slow']);
    let arrive: (node: ReactNode) => void = () => undefined;
    const content = new Promise<ReactNode>((resolve) => (arrive = resolve));
    const islands = hydrateIslands(document, {
      spec: () => ({ rule: 'visible', content: () => content }),
      root,
    });
    screen.getByRole('button', { name: 'slow' }).click();
    expect(expanded('slow')).toBe('false');
    arrive(<Toggle name="slow" />);
    await islands.ready;
    await vi.waitFor(() => expect(expanded('slow')).toBe('true'));
    islands.unmount();
  });

  it("keeps the server's HTML of an island whose code fails, says so, and tries again", async () => {
    document.body.innerHTML = page(['broken']);
    let fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const islands = hydrateIslands(document, {
      spec: () => ({
        rule: 'load',
        content: async () => {
          if (fail) throw new Error('Failed to fetch dynamically imported module');
          return <Toggle name="broken" />;
        },
      }),
      root,
    });
    await islands.ready;
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/This part of the page could not load/);
    // The server's HTML stays, readable.
    expect(screen.getByRole('button', { name: 'broken' })).toBeTruthy();
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    screen.getByRole('button', { name: 'broken' }).click();
    await microtasks();
    expect(expanded('broken')).toBe('true');
    islands.unmount();
  });
});
