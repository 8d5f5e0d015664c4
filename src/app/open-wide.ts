/** Same width as the CSS medium breakpoint. */
const LARGE = '(min-width: 48em)';

/**
 * On large screens CSS shows every group of a `[data-open-wide]` list (location-list's towns by
 * region) though its `<details>` is closed; this opens them too, so find-in-page and screen
 * readers meet what is on screen. Groups marked `data-collapsed` stay closed until opened. Run on
 * the server's page once it is interactive and after each page the app renders: the modules that
 * carry the mark have no client code of their own.
 */
export function openWide(root: ParentNode = document): void {
  if (typeof matchMedia !== 'function' || !matchMedia(LARGE).matches) return;
  for (const group of root.querySelectorAll<HTMLDetailsElement>(
    '[data-open-wide] > details:not([data-collapsed])',
  ))
    group.open = true;
}
