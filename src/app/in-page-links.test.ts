// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_EVENT } from '#modules/shared/reveal.ts';
import { browserHistory } from './history.ts';
import { samePage, sectionTarget } from './in-page-links.ts';
import { interceptLinks } from './links.ts';

const PAGE = `
  <a href="#hourly">48 hours</a>
  <a href="#rain">Rain</a>
  <a href="/towns-cities/locations/hokitika#rain">Rain, by its full address</a>
  <a href="#nowhere">Nowhere</a>
  <div id="hourly">Next 48 hours</div>
  <section class="wx-drawer wx-drawer--collapsed" id="rain">
    <button aria-expanded="false">Rain forecast</button>
  </section>`;

let scrolled: string[];
let stops: Array<() => void>;

function open(html = PAGE) {
  document.body.innerHTML = html;
  const navigate = vi.fn();
  stops.push(interceptLinks(document.body, navigate));
  return navigate;
}

const click = (name: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === name)!.click();

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
  document.documentElement.dataset.hydrated = 'true';
});

afterEach(() => {
  for (const stop of stops) stop();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('links within a page', () => {
  it('scroll to their section and add the hash, without loading the page again', () => {
    const navigate = open();
    click('48 hours');
    expect(navigate).not.toHaveBeenCalled();
    expect(location.hash).toBe('#hourly');
    expect(scrolled).toEqual(['hourly']);
  });

  it('open the collapsed drawer they point at (the drawer has not hydrated: its class goes)', () => {
    open();
    click('Rain');
    const drawer = document.getElementById('rain')!;
    expect(drawer.classList.contains('wx-drawer--collapsed')).toBe(false);
    expect(drawer.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
    expect(scrolled).toEqual(['rain']);
  });

  it('leave the opening to a part that answers the reveal event', () => {
    open();
    const drawer = document.getElementById('rain')!;
    const onReveal = vi.fn((e: Event) => e.preventDefault());
    drawer.addEventListener(REVEAL_EVENT, onReveal);
    click('Rain');
    expect(onReveal).toHaveBeenCalledTimes(1);
    expect(drawer.classList.contains('wx-drawer--collapsed')).toBe(true);
  });

  it('treat a link to this page by its full address with a hash as a link within it', () => {
    const navigate = open();
    click('Rain, by its full address');
    expect(navigate).not.toHaveBeenCalled();
    expect(location.hash).toBe('#rain');
  });

  it('leave a hash that names nothing to the browser', () => {
    const navigate = open();
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Nowhere')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(scrolled).toEqual([]);
  });

  it('land on the section an address arrives with, once the page has hydrated', async () => {
    delete document.documentElement.dataset.hydrated;
    history.replaceState(null, '', '/towns-cities/locations/hokitika#rain');
    open();
    expect(scrolled).toEqual([]);
    document.documentElement.dataset.hydrated = 'true';
    await new Promise((r) => setTimeout(r, 0)); // the MutationObserver's callback
    expect(scrolled).toEqual(['rain']);
    expect(document.getElementById('rain')!.classList.contains('wx-drawer--collapsed')).toBe(false);
  });

  it('open the section Back returns to, and never reload the page', () => {
    open();
    const onChange = vi.fn();
    stops.push(browserHistory.listen(onChange));
    history.pushState(null, '', '#rain');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(onChange).not.toHaveBeenCalled();
    expect(document.getElementById('rain')!.classList.contains('wx-drawer--collapsed')).toBe(false);
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
