import { useEffect, useState } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { FeedListConfig } from '#schemas/generated/types.ts';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzDate, formatNzTime } from '#engine/vocabulary/time.ts';
import { orderFeed, parseFeed } from './feed-items.ts';
import type { FeedItem } from './feed-items.ts';
import './FeedList.css';

export const FEED_UNAVAILABLE =
  'Sorry, this feed is not currently available. Please try again later.';

type State =
  { status: 'loading' } | { status: 'ready'; items: FeedItem[] } | { status: 'unavailable' };

function initialState(items: FeedListConfig['items']): State {
  if (typeof items === 'string') return { status: 'loading' };
  return { status: 'ready', items: parseFeed(items) ?? [] };
}

function Item({ item, featured }: { item: FeedItem; featured: boolean }) {
  return (
    <li className={featured ? 'wx-feed__item wx-feed__item--featured' : 'wx-feed__item'}>
      <article>
        {featured && item.image ? (
          <img className="wx-feed__image" src={item.image} alt="" loading="lazy" />
        ) : null}
        <h3 className="wx-feed__title">
          <a href={item.url}>{item.title}</a>
        </h3>
        {item.timestamp || item.author ? (
          <p className="wx-feed__meta">
            {item.timestamp ? (
              <time
                dateTime={item.timestamp}
              >{`${formatNzDate(item.timestamp)}, ${formatNzTime(item.timestamp)}`}</time>
            ) : null}
            {item.timestamp && item.author ? ' · ' : null}
            {item.author}
          </p>
        ) : null}
        {item.content ? <p className="wx-feed__content">{item.content}</p> : null}
      </article>
    </li>
  );
}

/**
 * A list of feed items (spec sections 4, 7, 8): items from config, or fetched in the browser when
 * `items` is a URL. While loading nothing shows; a failure shows the feed unavailable message.
 */
export default function FeedList({ config }: ModuleProps<FeedListConfig>) {
  const [state, setState] = useState<State>(() => initialState(config.items));
  const source = config.items;

  useEffect(() => {
    if (typeof source !== 'string') {
      setState(initialState(source));
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(source, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((json: unknown) => {
        const items = parseFeed(json);
        setState(items ? { status: 'ready', items } : { status: 'unavailable' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('feed-list: feed request failed', error);
        setState({ status: 'unavailable' });
      });
    return () => controller.abort();
  }, [source]);

  if (state.status === 'loading') return null;
  const items =
    state.status === 'ready' ? orderFeed(state.items).slice(0, config.limit ?? undefined) : [];
  return (
    <ModuleSection className="wx-feed" title={config.title} label="News">
      {state.status === 'unavailable' ? (
        <p>{FEED_UNAVAILABLE}</p>
      ) : (
        <ul className="wx-feed__list">
          {items.map((item, i) => (
            <Item
              key={`${item.url}-${i}`}
              item={item}
              featured={i === 0 && item.featured === true}
            />
          ))}
        </ul>
      )}
    </ModuleSection>
  );
}
