// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { interceptLinks } from './links.ts';
import { dayParam, withoutDayParam } from '#engine/day-param.ts';

function setup(html: string) {
  document.body.innerHTML = html;
  const navigate = vi.fn();
  const stop = interceptLinks(document.body, navigate);
  return { navigate, stop };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('interceptLinks', () => {
  it('navigates in-app for same-site page links', () => {
    const { navigate, stop } = setup(
      '<a href="/towns-cities/locations/auckland?day=2026-11-23">Auckland</a>',
    );
    document.querySelector('a')!.click();
    expect(navigate).toHaveBeenCalledWith('/towns-cities/locations/auckland?day=2026-11-23');
    stop();
  });

  it.each([
    ['<a href="https://example.org/about">About</a>', 'other site'],
    ['<a href="/national" target="_blank">x</a>', 'new tab'],
    ['<a href="/api/pages/national">x</a>', 'API'],
    ['<a href="#forecast">x</a>', 'in-page anchor'],
    ['<a href="/x.pdf" download>x</a>', 'download'],
  ])('leaves %s alone (%s)', (html) => {
    const { navigate, stop } = setup(html);
    document
      .querySelector('a')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });

  it('leaves modified clicks to the browser', () => {
    const { navigate, stop } = setup('<a href="/marine">Marine</a>');
    document
      .querySelector('a')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });
});

describe('day parameter', () => {
  it('accepts only real year-month-day dates', () => {
    expect(dayParam('?day=2026-11-23')).toBe('2026-11-23');
    expect(dayParam('?day=23-11-2026')).toBeNull();
    expect(dayParam('?day=2026-13-45')).toBeNull();
    expect(dayParam('')).toBeNull();
  });
  it('is removed from the address, keeping everything else', () => {
    expect(withoutDayParam('/towns-cities/locations/auckland?day=2026-11-23&x=1#f')).toBe(
      '/towns-cities/locations/auckland?x=1#f',
    );
  });
});
