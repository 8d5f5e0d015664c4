// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startScrollRegions } from './scroll-regions.ts';

// jsdom lays nothing out: each test says how wide the table is, and calls the size observer as
// Chromium does when a frame's size changes (tests/e2e/a11y-speech.test.ts runs the rule there).
let resized: ((entries: { target: Element }[]) => void) | undefined;
let watched: Element[] = [];
let stop: () => void;
beforeEach(() => {
  watched = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: (entries: { target: Element }[]) => void) {
        resized = cb;
      }
      observe(el: Element) {
        watched.push(el);
      }
      disconnect() {}
    },
  );
  document.body.innerHTML = `
    <div class="wx-table-wrap" role="region" aria-label="Hourly forecast" tabindex="0">
      <table><caption>Hourly forecast</caption></table>
    </div>`;
  stop = startScrollRegions(document);
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const frame = () => document.querySelector<HTMLElement>('.wx-table-wrap')!;
function tableWidth(table: number, frameWidth = 400): void {
  Object.defineProperty(frame(), 'scrollWidth', { value: table, configurable: true });
  Object.defineProperty(frame(), 'clientWidth', { value: frameWidth, configurable: true });
  resized?.([{ target: frame() }]);
}

it('a table that fits is no region and no Tab stop', () => {
  tableWidth(400);
  expect(frame().getAttribute('role')).toBeNull();
  expect(frame().getAttribute('aria-label')).toBeNull();
  expect(frame().hasAttribute('tabindex')).toBe(false);
});

it('becomes a named region and a Tab stop again when the window narrows', () => {
  tableWidth(400);
  tableWidth(700);
  expect(frame().getAttribute('role')).toBe('region');
  expect(frame().getAttribute('aria-label')).toBe('Hourly forecast');
  expect(frame().tabIndex).toBe(0);
});

it('watches frames that come later (an in-app page change)', async () => {
  const later = document.createElement('div');
  later.className = 'wx-table-wrap';
  document.body.append(later);
  await Promise.resolve(); // mutation observers report at the end of the task
  expect(watched).toContain(later);
});
