import { createContext } from 'react';

/**
 * The query string of the page's address, for the few modules whose first render depends on it
 * (the high seas list's `?location=` panel). In the browser it is the real address; the server's
 * renderer provides the request's, so both render the same and hydration matches.
 */
export const AddressSearch = createContext<() => string>(() =>
  typeof location === 'undefined' ? '' : location.search,
);
