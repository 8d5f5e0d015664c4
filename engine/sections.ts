/**
 * The primary-nav active rule (shell doc "Navigation"). The audience-measurement sections are in
 * measurement-sections.ts: only the lazy measurement code needs them, so they stay out of the
 * app chunk.
 */

/** Path without query, hash or trailing slashes; '' stays '/'. */
function pathOnly(raw: string): string {
  const path = (raw.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  return path === '' ? '/' : path.startsWith('/') ? path : `/${path}`;
}

/** Prefix match on whole segments: '/marine' covers '/marine/areas/x' but not '/marinex'. */
function hasPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Primary-nav rule: "A link is active when the current first path segment starts the link path".
 * The root counts as /national. Segments are compared whole, so '/war' never lights up Warnings.
 *
 * @example isNavLinkActive('/mountains-and-parks/ski-fields/coronet-peak', '/mountains-and-parks/national-parks') // true
 */
export function isNavLinkActive(currentPath: string, linkPath: string): boolean {
  const current = pathOnly(currentPath);
  const first = current === '/' ? 'national' : (current.slice(1).split('/')[0] ?? '');
  const link = pathOnly(linkPath);
  if (first === '' || /^[a-z][a-z0-9+.-]*:/i.test(linkPath)) return false;
  return hasPrefix(link === '/' ? '/national' : link, `/${first}`);
}
