import type { FeedItem } from '#schemas/generated/types.ts';

/** The featured item first (the first one flagged), the rest in their order. */
export function orderFeed(items: readonly FeedItem[]): FeedItem[] {
  const index = items.findIndex((i) => i.featured === true);
  if (index <= 0) return [...items];
  return [items[index] as FeedItem, ...items.slice(0, index), ...items.slice(index + 1)];
}
