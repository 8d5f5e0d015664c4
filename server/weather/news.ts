import rawNews from './news.json' with { type: 'json' };

/** Curated weather news for /api/data/feeds/weather-news (spec: Feed item fields). */
export interface FeedItem {
  timestamp: string;
  title: string;
  content: string;
  author: string;
  url: string;
  image?: string;
  featured: boolean;
}

const isSafeUrl = (url: unknown): boolean =>
  typeof url === 'string' && /^(?:https?:\/\/\S+|\/(?![/\\])\S*)$/.test(url);

export function isFeedItem(value: unknown): value is FeedItem {
  const v = value as Partial<FeedItem> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.timestamp === 'string' &&
    !Number.isNaN(Date.parse(v.timestamp)) &&
    typeof v.title === 'string' &&
    v.title.length > 0 &&
    typeof v.content === 'string' &&
    typeof v.author === 'string' &&
    isSafeUrl(v.url) &&
    (v.image === undefined || isSafeUrl(v.image)) &&
    typeof v.featured === 'boolean'
  );
}

/** Newest first; an invalid curated entry is a programming error caught by the tests. */
export function weatherNews(): FeedItem[] {
  const items = rawNews as unknown[];
  const bad = items.find((item) => !isFeedItem(item));
  if (bad !== undefined)
    throw new Error(`server/weather/news.json has an invalid item: ${JSON.stringify(bad)}`);
  return [...(items as FeedItem[])].sort(
    (a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp),
  );
}
