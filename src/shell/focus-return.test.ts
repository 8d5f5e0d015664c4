// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startFocusReturn } from './focus-return.ts';

// jsdom moves no focus by itself when an element goes and fires no focusout then: each test does
// what Chromium does (tests/e2e/a11y-keyboard.test.ts runs the rule there).
let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  document.body.innerHTML = `
    <button id="opener">Keys</button>
    <div id="panel"><button id="close">Close</button></div>
    <button id="other">Other</button>`;
  // jsdom's document loses 'focus' with its focused element; a browser window keeps it.
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  stop = startFocusReturn(document);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const el = (id: string) => document.getElementById(id) as HTMLElement;
/** The focused element goes as `how` does it, with the focusout Chromium fires. */
function lose(id: string, how: (e: HTMLElement) => void): void {
  const lost = el(id);
  // Chromium fires it while the element is still in the document (removal) or after (hiding).
  lost.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  how(lost);
  lost.blur();
  vi.runAllTimers();
}

it('gives the focus back to the control that opened what closed', () => {
  el('opener').focus();
  el('close').focus();
  lose('close', () => el('panel').remove());
  expect(document.activeElement).toBe(el('opener'));
});

it('skips what has gone too, and what is disabled or inert', () => {
  el('other').focus();
  el('opener').focus();
  el('close').focus();
  (el('opener') as HTMLButtonElement).disabled = true;
  lose('close', (e) => e.remove());
  expect(document.activeElement).toBe(el('other'));
});

it('keeps the focus on an element that was only moved', () => {
  el('opener').focus();
  el('close').focus();
  lose('close', (e) => document.body.append(e));
  expect(document.activeElement).toBe(el('close'));
});

it('leaves the focus alone when the window loses it', () => {
  el('close').focus();
  vi.mocked(document.hasFocus).mockReturnValue(false);
  lose('close', () => undefined);
  expect(document.activeElement).toBe(document.body);
});

it('leaves the focus alone after a click where nothing takes it', () => {
  el('opener').focus();
  el('close').focus();
  document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  lose('close', () => undefined);
  expect(document.activeElement).toBe(document.body);
});
