import { createActor } from 'xstate';
import type { ModuleProps } from '#engine/module-entry.ts';
import { feedListMachine } from '#machines/feed-list.machine.ts';
import type { FeedItem, FeedListConfig } from '#schemas/generated/types.ts';
import { ModuleSection } from '../shared/ModuleSection.tsx';
import { formatNzDate, formatNzTime } from '#engine/vocabulary/time.ts';
import { orderFeed } from './feed-items.ts';
import './FeedList.css';

export const FEED_EMPTY = 'There are no items in this feed right now.';
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
 * The feed statechart's state for what the engine had: its items, or its URL still in place. An
 * actor run to that state (no timers, no invoked actors), not xstate's pure `transition`: that
 * would add its code to the xstate chunk every page loads before interaction.
 */
function feedState(items: FeedListConfig['items']) {
  const actor = createActor(feedListMachine).start();
  actor.send(
    typeof items === 'string'
      ? { type: 'feed.failed' }
      : { type: 'feed.loaded', items: orderFeed(items as FeedItem[]) },
  );
  const state = actor.getSnapshot();
  actor.stop();
  return state;
}

/**
 * A list of feed items (spec sections 4, 7, 8; machines/feed-list.machine.ts). When `items` is a
 * URL, the engine fetches and checks the feed with the page (x-parts of its schema: on the
 * server, or in the browser after in-app navigation), so the items arrive with the page and the
 * module needs no code in the browser (decision 022); a URL still in their place means the feed
 * could not be had: the feed unavailable message shows, and Try again asks for the page again
 * (such a page is never cached, server/render/render-page.ts).
 */
export default function FeedList({ config, context }: ModuleProps<FeedListConfig>) {
  const state = feedState(config.items);
  const items = state.context.items.slice(0, config.limit);
  return (
    <ModuleSection className="wx-feed" title={config.title} label="News">
      {state.matches('unavailable') ? (
        <p className="wx-feed__unavailable">
          {FEED_UNAVAILABLE} <a href={context.page.url}>Try again</a>
        </p>
      ) : null}
      {state.matches('items') && items.length > 0 ? (
        <ul className="wx-feed__list">
          {items.map((item, i) => (
            <Item
              key={`${item.url}-${i}`}
              item={item}
              featured={i === 0 && item.featured === true}
            />
          ))}
        </ul>
      ) : null}
      {state.matches('items') && items.length === 0 ? <p>{FEED_EMPTY}</p> : null}
    </ModuleSection>
  );
}
