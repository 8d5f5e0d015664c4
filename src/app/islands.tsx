import { startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { Hydrate } from '#engine/module-entry.ts';
import { islandPrefix } from '#engine/react/islands.tsx';
import { LoadFailed } from './LoadFailed.tsx';

/** What one island of the page is, as the page's state says (boot.tsx builds it). */
export interface IslandSpec {
  /** When it hydrates: `load` at once, `visible` on screen, `idle` when the browser is idle. */
  rule: Exclude<Hydrate, 'never'>;
  /** Its content, as the server rendered it; rejects when its code cannot be loaded. */
  content: () => Promise<ReactNode>;
}

export interface IslandsOptions {
  spec: (id: string) => IslandSpec | null;
  /** The root around an island's content (IslandRoot with the page's contexts). */
  root: (content: ReactNode, onCommit: () => void, hole: (key: string) => string) => ReactNode;
}

export interface HydratedIslands {
  /** Every load island committed, every other one's code loaded (or failed): taps are answered. */
  ready: Promise<void>;
  /** Unmounts every island (the page is then rendered whole: page-app.tsx). */
  unmount(): void;
}

interface Island {
  el: HTMLElement;
  id: string;
  spec: IslandSpec;
  /** Undefined until its code has loaded. */
  content?: ReactNode;
  /** Asked for while its code was still loading (by its rule, or by an input): hydrate on arrival. */
  wanted?: 'rule' | 'input';
  root?: Root;
  notice?: { el: HTMLElement; root: Root };
  /** A click that arrived before its code, replayed once it is hydrated. */
  replay?: HTMLElement;
}

/** Events after which a visitor expects an answer: the island under them hydrates at once. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/** A box to watch for visibility: an island's element itself has none (display: contents). */
const boxOf = (el: HTMLElement): Element => el.firstElementChild ?? el.parentElement ?? el;

/** The server HTML of the nested modules of an island, by key, as it is now. */
function holes(el: HTMLElement): (key: string) => string {
  const html = new Map<string, string>();
  for (const m of el.querySelectorAll<HTMLElement>('[data-key]'))
    if (m.dataset.key && !html.has(m.dataset.key)) html.set(m.dataset.key, m.innerHTML);
  return (key) => html.get(key) ?? '';
}

/**
 * Hydrates the page's islands (decision 022): each `<wx-island>` becomes a React root of its own
 * when its rule says, and at once when a visitor presses, clicks, types or focuses inside it; the
 * rest of the page keeps the server's HTML. Every island's code is fetched at once, in parallel,
 * so that an input is always answered by a hydrated island: React hydrates a root synchronously
 * for a discrete event (selective hydration), and a click that came before the code is replayed.
 * An island whose code fails to load keeps its server HTML and says so, with a retry.
 */
export function hydrateIslands(doc: Document, options: IslandsOptions): HydratedIslands {
  const islands: Island[] = [];
  for (const el of doc.querySelectorAll<HTMLElement>('wx-island[data-island]')) {
    const id = el.dataset.island ?? '';
    const spec = options.spec(id);
    if (spec) islands.push({ el, id, spec });
    // The server's HTML stays, readable; the mismatch is a bug to find (a key the HTML parser
    // read back otherwise once left the phone's radar static: engine/resolve.ts).
    else console.error(`Island "${id}" matches nothing in the page's state: it keeps its HTML`);
  }
  let stopped = false;
  // The load islands, each settled when committed (or when its code failed).
  let loadsLeft = islands.filter((i) => i.spec.rule === 'load').length;
  let loadsSettled: () => void = () => undefined;
  const loads = new Promise<void>((resolve) => {
    loadsSettled = resolve;
    if (loadsLeft === 0) resolve();
  });
  const settled = (island: Island): void => {
    if (island.spec.rule === 'load' && --loadsLeft === 0) loadsSettled();
  };

  const hydrate = (island: Island, now: boolean): void => {
    if (stopped || island.root) return;
    if (island.content === undefined) {
      if (island.wanted !== 'input') island.wanted = now ? 'input' : 'rule';
      return;
    }
    const node = options.root(
      island.content,
      () => {
        settled(island);
        const target = island.replay;
        island.replay = undefined;
        if (target?.isConnected) target.click();
      },
      holes(island.el),
    );
    const start = () => {
      island.root = hydrateRoot(island.el, node, {
        identifierPrefix: islandPrefix(island.id),
      });
    };
    // A rule's hydration runs in slices (a transition); an input's at once (React then hydrates
    // the root synchronously and delivers the event to it).
    if (now) start();
    else startTransition(start);
  };

  const failed = (island: Island, error: unknown): void => {
    if (island.notice || stopped) return;
    settled(island);
    console.error(`${island.id} could not load: ${String(error)}`);
    const el = doc.createElement('div');
    island.el.before(el);
    const root = createRoot(el);
    island.notice = { el, root };
    root.render(<LoadFailed what="This part of the page" onRetry={() => void retry(island)} />);
  };
  const retry = async (island: Island): Promise<void> => {
    try {
      island.content = await island.spec.content();
    } catch {
      return; // still failing: the notice stays, and can be tried again
    }
    island.notice?.root.unmount();
    island.notice?.el.remove();
    island.notice = undefined;
    hydrate(island, false);
  };

  const loaded = islands.map((island) =>
    island.spec.content().then(
      (content) => {
        island.content = content;
        if (island.spec.rule === 'load' || island.wanted)
          hydrate(island, island.wanted === 'input');
      },
      (error: unknown) => failed(island, error),
    ),
  );

  // Rules: visible (near the screen) and idle.
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              const island = islands.find((i) => boxOf(i.el) === entry.target);
              if (island) hydrate(island, false);
            }
          },
          { rootMargin: '200px' },
        )
      : null;
  for (const island of islands) {
    if (island.spec.rule === 'visible') {
      if (observer) observer.observe(boxOf(island.el));
      else hydrate(island, false);
    }
  }
  const idle = (self.requestIdleCallback as typeof requestIdleCallback | undefined) ?? setTimeout;
  idle(() => islands.filter((i) => i.spec.rule === 'idle').forEach((i) => hydrate(i, false)));

  // Inputs: the islands around the target, outermost first, hydrate now.
  const onInput = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const around = islands.filter((i) => !i.root && i.el.contains(target));
    for (const island of around) {
      if (island.content !== undefined) {
        hydrate(island, true);
        continue;
      }
      // Its code is still on its way (or failed): keep a click for when it is hydrated, unless
      // it is on a link, which works without code.
      island.wanted = 'input';
      if (event.type === 'click' && !target.closest('a[href]') && target instanceof HTMLElement) {
        event.preventDefault();
        event.stopPropagation();
        island.replay = target;
      }
    }
  };
  for (const type of INPUT_EVENTS) doc.addEventListener(type, onInput, true);

  return {
    ready: Promise.all([Promise.all(loaded), loads]).then(() => undefined),
    unmount() {
      stopped = true;
      for (const type of INPUT_EVENTS) doc.removeEventListener(type, onInput, true);
      observer?.disconnect();
      for (const island of islands) {
        island.root?.unmount();
        island.notice?.root.unmount();
        island.notice?.el.remove();
      }
    },
  };
}
