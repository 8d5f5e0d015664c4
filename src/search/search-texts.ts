/**
 * What the search overlay says when a search could not run (the search service is down or the
 * visitor is offline). The spec only logs the failure; a visitor would otherwise see nothing
 * happen (issue 11). The next search tries again.
 */
export const SEARCH_FAILED_TEXT =
  'Search is not available right now. Please try again in a moment.';
