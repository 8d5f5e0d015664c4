/**
 * Accordion state (spec pages doc section 4): items open or closed; optional single-open mode;
 * toggle on click; a default-open index forces one item open at first; an item can be opened
 * from outside by its key (the day query parameter).
 */

export interface AccordionOptions {
  count: number;
  singleOpen: boolean;
  defaultOpenIndex?: number;
  /** Index of the item the page asks to open (from its key), if any. */
  requestedIndex?: number;
}

/** Open item indexes, sorted. */
export type OpenItems = readonly number[];

export function initialOpen({
  count,
  defaultOpenIndex,
  requestedIndex,
}: AccordionOptions): OpenItems {
  const wanted = requestedIndex ?? defaultOpenIndex;
  return wanted !== undefined && wanted >= 0 && wanted < count ? [wanted] : [];
}

export function toggle(
  open: OpenItems,
  index: number,
  { count, singleOpen }: AccordionOptions,
): OpenItems {
  if (index < 0 || index >= count) return open;
  if (open.includes(index)) return open.filter((i) => i !== index);
  return singleOpen ? [index] : [...open, index].sort((a, b) => a - b);
}

/** Opens an item without closing it if open already (used for the day parameter). */
export function openOne(open: OpenItems, index: number, options: AccordionOptions): OpenItems {
  return open.includes(index) ? open : toggle(open, index, options);
}
