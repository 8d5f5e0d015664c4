import type { ModuleProps } from '#engine/module-entry.ts';
import type { FeedItem, FeedListConfig } from '#schemas/generated/types.ts';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzDate, formatNzTime } from '#engine/vocabulary/time.ts';
import { orderFeed } from './feed-items.ts';
import './FeedList.css';

export const FEED_UNAVAILABLE =
  'Sorry, this feed is not currently available. Please try again later.';

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
 * A list of feed items (spec sections 4, 7, 8). When `items` is a URL, the engine fetches and
 * checks the feed with the page (x-parts of its schema: on the server, or in the browser after
 * in-app navigation), so the items arrive with the page; a URL still in their place means the feed
 * could not be had, and the feed unavailable message shows.
 */
export default function FeedList({ config }: ModuleProps<FeedListConfig>) {
  const unavailable = typeof config.items === 'string';
  const items = unavailable ? [] : orderFeed(config.items as FeedItem[]).slice(0, config.limit);
  return (
    <ModuleSection className="wx-feed" title={config.title} label="News">
      {unavailable ? (
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
