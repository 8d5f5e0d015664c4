import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';

/** An address of the tools that is nothing: a page of the tools saying so, never a framework's. */
export function ToolsNotFound({ message }: { message?: string }) {
  const { pathname } = useLocation();
  const draft = /^\/preview\/drafts\/[^/]+/.test(pathname);
  return (
    <section className="tools-empty">
      <h1>{draft ? 'Draft not found' : 'Page not found'}</h1>
      <p>
        {message ??
          (draft
            ? 'No draft has this address: it may have been deleted, or it expired.'
            : `The tools have no page at ${pathname}.`)}
      </p>
      <ul>
        {pathname.startsWith('/qa') ? (
          <li>
            <Link to="/qa">The QA studio’s machines</Link>
          </li>
        ) : (
          <>
            <li>
              <Link to="/preview/drafts">Your drafts</Link>
            </li>
            <li>
              <Link to="/preview">Start a preview</Link>
            </li>
          </>
        )}
      </ul>
    </section>
  );
}

/** What a view's loader could not do (404: a not-found page; anything else says what failed). */
export function ToolsError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ToolsNotFound message={typeof error.data === 'string' ? error.data : undefined} />;
  const message = isRouteErrorResponse(error)
    ? String(error.data)
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <section className="tools-empty">
      <h1>That did not work</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/preview">Start a preview</Link> · <Link to="/qa">QA studio</Link>
      </p>
    </section>
  );
}
