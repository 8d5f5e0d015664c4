/** Feed items (spec section 3: timestamp, title, content, author, url, image, featured). */
export interface FeedItem {
  timestamp?: string;
  title: string;
  content?: string;
  author?: string;
  url: string;
  image?: string;
  featured?: boolean;
}

const SAFE_URL = /^(?:https?:\/\/[^\s/]+\S*|\/(?![/\\])\S*|#\S*)$/;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const optional = (v: unknown, type: 'string' | 'boolean'): boolean =>
  v === undefined || v === null || typeof v === type;

function isFeedItem(v: unknown): v is FeedItem {
  return (
    isObject(v) &&
    typeof v.title === 'string' &&
    v.title.length > 0 &&
    typeof v.url === 'string' &&
    SAFE_URL.test(v.url) &&
    (v.image === undefined ||
      v.image === null ||
      (typeof v.image === 'string' && SAFE_URL.test(v.image))) &&
    optional(v.timestamp, 'string') &&
    optional(v.content, 'string') &&
    optional(v.author, 'string') &&
    optional(v.featured, 'boolean')
  );
}

/** A feed answer ({ items: [...] } or a bare array) to items; null when it is not a feed. */
export function parseFeed(value: unknown): FeedItem[] | null {
  const list = Array.isArray(value)
    ? value
    : isObject(value) && Array.isArray(value.items)
      ? value.items
      : null;
  if (!list) return null;
  // One bad entry does not sink the feed: it is left out.
  return list.filter(isFeedItem);
}

/** The featured item first (the first one flagged), the rest in their order. */
export function orderFeed(items: readonly FeedItem[]): FeedItem[] {
  const index = items.findIndex((i) => i.featured === true);
  if (index <= 0) return [...items];
  return [items[index] as FeedItem, ...items.slice(0, index), ...items.slice(index + 1)];
}
