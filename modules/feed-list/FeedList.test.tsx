// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { FeedListConfig } from '#schemas/generated/types.ts';
import { testContext } from '#tests/support/module-fixtures.ts';
import FeedList, { FEED_EMPTY, FEED_UNAVAILABLE } from './FeedList.tsx';
import { validateModuleFeedList } from '#schemas/generated/validators.js';

const items = [
  {
    timestamp: '2026-11-20T11:00:00+13:00',
    title: 'Heavy rain watch',
    content: 'Rivers may rise.',
    author: 'Severe Weather Team',
    url: '/news/a',
    featured: false,
  },
  {
    timestamp: '2026-11-21T16:30:00+13:00',
    title: "Warm nor'wester",
    content: 'Gusty winds.',
    author: 'Duty Forecaster',
    url: '/news/b',
    image: '/images/b.jpg',
    featured: true,
  },
  {
    timestamp: '2026-11-18T09:15:00+13:00',
    title: 'Settled spell',
    content: 'Fine days.',
    author: 'Duty Forecaster',
    url: '/news/c',
    featured: false,
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('feed-list', () => {
  it('validates items as a list or a URL', () => {
    expect(validateModuleFeedList({ name: 'feed-list', items })).toBe(true);
    expect(
      validateModuleFeedList({ name: 'feed-list', items: '/api/data/feeds/weather-news' }),
    ).toBe(true);
    expect(validateModuleFeedList({ name: 'feed-list', items: 'javascript:alert(1)' })).toBe(false);
    expect(validateModuleFeedList({ name: 'feed-list' })).toBe(false);
  });

  it('shows the featured item first with its image', () => {
    const config: FeedListConfig = { name: 'feed-list', title: 'Latest weather news', items };
    const { container } = render(<FeedList config={config} context={testContext()} />);
    const list = screen.getByRole('list');
    const headings = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings).toEqual(["Warm nor'wester", 'Heavy rain watch', 'Settled spell']);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/b.jpg');
    expect(screen.getByRole('link', { name: 'Heavy rain watch' }).getAttribute('href')).toBe(
      '/news/a',
    );
    expect(screen.getByText('21 November 2026, 4:30 pm')).toBeTruthy();
  });

  it('renders the items the engine fetched with the page, on the server too', () => {
    // The engine fetched the feed URL (x-parts "items") and put the checked items in its place.
    const html = renderToString(
      <FeedList config={{ name: 'feed-list', title: 'News', items }} context={testContext()} />,
    );
    expect(html).toContain('Settled spell');
    expect(html).not.toContain(FEED_UNAVAILABLE);
  });

  it('shows the unavailable message with Try again (the page asked for again) when the feed could not be had', () => {
    render(
      <FeedList
        config={{ name: 'feed-list', items: '/api/data/feeds/weather-news' }}
        context={testContext({ url: '/news/weather-news' })}
      />,
    );
    expect(screen.getByText(FEED_UNAVAILABLE, { exact: false })).toBeTruthy();
    expect(FEED_UNAVAILABLE).toBe(
      'Sorry, this feed is not currently available. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/news/weather-news',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says a feed with no items has none, and keeps at most its limit', () => {
    const { rerender } = render(
      <FeedList config={{ name: 'feed-list', items: [] }} context={testContext()} />,
    );
    expect(screen.getByText(FEED_EMPTY)).toBeTruthy();
    expect(screen.queryByText(FEED_UNAVAILABLE, { exact: false })).toBeNull();
    rerender(<FeedList config={{ name: 'feed-list', items, limit: 2 }} context={testContext()} />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      "Warm nor'wester",
      'Heavy rain watch',
    ]);
  });
});
