// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { Drawer, drawerCode } from '#src/layouts/Drawer.tsx';
import { browserHistory, samePage } from './history.ts';
import { focusSection, sectionTarget, startInPageLinks } from './in-page-links.ts';
import { interceptLinks } from './links.ts';

// React's act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PAGE = `
  <a href="#hourly">48 hours</a>
  <a href="#rain">Rain</a>
  <a href="/towns-cities/locations/hokitika#rain">Rain, by its full address</a>
  <section id="hourly"><h2>Next 48 hours</h2><p>Hour by hour</p></section>
  <section id="tides"><button type="button">Show the tides</button></section>
  <div id="drawer"></div>`;

// This code is an after-load chunk: by then the shell's chunk has brought the drawers'
// statechart (decision 027), as here.
beforeAll(async () => {
  await drawerCode();
});

let scrolled: string[];
let stops: Array<() => void>;
let root: Root | undefined;

/** The page with its Rain drawer (collapsed, as on a phone), its links and the behaviour. */
function open(): ReturnType<typeof vi.fn> {
  document.body.innerHTML = PAGE;
  root = createRoot(document.getElementById('drawer')!);
  act(() =>
    root!.render(
      createElement(Drawer, {
        title: 'Rain forecast',
        slug: 'rain',
        expanded: false,
        children: createElement('h2', null, 'Rain forecast'),
      }),
    ),
  );
  const navigate = vi.fn();
  stops.push(interceptLinks(document.body, navigate));
  return navigate;
}

/** What the browser does for a link within the page: a history entry, then `hashchange`. */
function follow(hash: string): void {
  history.pushState(null, '', hash);
  act(() => void window.dispatchEvent(new HashChangeEvent('hashchange')));
}

const link = (name: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;
const rainToggle = () => document.querySelector('#rain button')!;
const focused = () => document.activeElement?.textContent;

beforeEach(() => {
  history.replaceState(null, '', '/towns-cities/locations/hokitika');
  scrolled = [];
  stops = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((f) => {
    f(0);
    return 0;
  });
});

afterEach(() => {
  for (const stop of stops) stop();
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('links within a page', () => {
  it('are the browser’s to follow: the page machine never loads the page for them', () => {
    const navigate = open();
    for (const name of ['48 hours', 'Rain, by its full address']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      link(name).dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('open the collapsed drawer they land on, by its toggle, then scroll there and focus its heading', () => {
    open();
    stops.push(startInPageLinks());
    expect(rainToggle().getAttribute('aria-expanded')).toBe('false');
    follow('#rain');
    expect(rainToggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('rain')!.className).not.toContain('collapsed');
    expect(scrolled).toEqual(['rain']);
    expect(focused()).toBe('Rain forecast');
  });

  it('move the focus to the heading of a section nothing hides, a script stop and not a Tab stop', () => {
    open();
    stops.push(startInPageLinks());
    follow('#hourly');
    expect(focused()).toBe('Next 48 hours');
    expect((document.activeElement as HTMLElement).tabIndex).toBe(-1);
    expect(rainToggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('focus a section’s first control when it has no heading', () => {
    open();
    focusSection(document.getElementById('tides')!);
    expect(focused()).toBe('Show the tides');
    expect(scrolled).toEqual(['tides']);
  });

  it('open the section again on a click on the link the address already names', () => {
    open();
    stops.push(startInPageLinks());
    follow('#rain');
    act(() => void (rainToggle() as HTMLElement).click()); // the visitor closes it
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => link('Rain').click());
    expect(rainToggle().getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe('Rain forecast');
  });

  it('land on the section an address arrives with, leaving the focus where the page put it', () => {
    history.replaceState(null, '', '/towns-cities/locations/hokitika#rain');
    open();
    act(() => void stops.push(startInPageLinks()));
    expect(rainToggle().getAttribute('aria-expanded')).toBe('true');
    expect(scrolled).toEqual(['rain']);
    expect(document.activeElement).toBe(document.body);
  });

  it('step between sections with Back, never loading the page again', () => {
    open();
    stops.push(startInPageLinks());
    const onChange = vi.fn();
    stops.push(browserHistory.listen(onChange));
    history.pushState(null, '', '#rain');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onChange).not.toHaveBeenCalled();
    history.pushState(null, '', '/marine');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onChange).toHaveBeenCalledWith('/marine');
  });
});

describe('helpers', () => {
  it('samePage compares path and query, not the hash', () => {
    expect(samePage('/a?x=1#b', '/a?x=1')).toBe(true);
    expect(samePage('/a?x=2#b', '/a?x=1#b')).toBe(false);
  });
  it('sectionTarget finds encoded ids and refuses malformed escapes', () => {
    document.body.innerHTML = '<p id="día">x</p>';
    expect(sectionTarget('#d%C3%ADa')?.id).toBe('día');
    expect(sectionTarget('#%E0%A4%A')).toBeNull();
    expect(sectionTarget('#')).toBeNull();
  });
});
