/**
 * The index a key moves a tablist to (WAI-ARIA tabs: arrows wrap, Home and End jump), or null for
 * other keys: the tabs module and the search overlay's suggestion tabs move the same way.
 */
export function nextTab(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
