import { readFileSync } from 'node:fs';
import { boundedJson } from '#schemas/bounded-json.ts';
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

/**
 * Newest first: the sample news (server/weather/news.json), or the items of NEWS_FILE. An invalid
 * item stops the server at start-up with the file and the item named.
 */
export function weatherNews(file?: string): FeedItem[] {
  const name = file ?? 'server/weather/news.json';
  let items: unknown = rawNews;
  if (file) {
    try {
      items = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`NEWS_FILE ${file} cannot be read: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  if (!Array.isArray(items)) throw new Error(`${name} must be a JSON array of news items`);
  const bad = items.find((item) => !isFeedItem(item));
  if (bad !== undefined) throw new Error(`${name} has an invalid item: ${boundedJson(bad)}`);
  return [...(items as FeedItem[])].sort(
    (a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp),
  );
}
