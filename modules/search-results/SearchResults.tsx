import { useId } from 'react';
import type { ModuleProps } from '#engine/module-entry.ts';
import type { SearchResultsConfig } from '#schemas/generated/types.ts';
import './SearchResults.css';

export const SEARCH_FAILED_TEXT =
  'Search is not available just now. Please try again in a minute, or choose a section above.';

/**
 * Module `search-results`: search from plain HTML (the header's search control submits here
 * without JavaScript). A GET form, so every results page has an address to share or go back to;
 * the texts are the overlay's (spec section 2: 'No results found for {query}').
 */
export default function SearchResults({ config }: ModuleProps<SearchResultsConfig>) {
  const id = useId();
  const query = config.query ?? '';
  const label = config.label ?? 'Search for a location';
  const found = config.groups.filter((g) => g.hits.length > 0);
  return (
    <section className="wx-search-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="wx-visually-hidden">
        {query ? `Results for ${query}` : label}
      </h2>
      <form className="wx-search-page__form" role="search" action="/search" method="get">
        <label htmlFor={`${id}-q`}>{label}</label>
        <input id={`${id}-q`} type="search" name="q" defaultValue={query} maxLength={100} />
        <button type="submit" className="wx-button">
          Search
        </button>
      </form>
      {config.failed ? (
        <p role="status">{SEARCH_FAILED_TEXT}</p>
      ) : query && found.length === 0 ? (
        <p role="status">No results found for {query}</p>
      ) : null}
      {found.map((group) => (
        <section key={group.title} aria-label={group.title} className="wx-search-page__group">
          <h3>{group.title}</h3>
          <ul>
            {group.hits.map((hit) => (
              <li key={hit.url}>
                <a href={hit.url}>{hit.title}</a>
                {hit.region ? <span className="wx-search-page__region"> {hit.region}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
