import type { PageError } from '#machines/page-view.ts';

/**
 * Error screens with the spec's exact texts (shell doc sections 2 and 8): 4xx shows
 * '404: Page Not Found' (the prerender 404 meta tag is added to the head by the server renderer);
 * other layout errors show 'Oops! There's been an error' and 'Please refresh the page.' with a
 * reload link. Debug mode shows the details.
 */
export function ErrorPage({
  error,
  debug,
  path,
}: {
  error: PageError;
  debug: boolean;
  path: string;
}) {
  const status = 'status' in error ? error.status : undefined;
  const is4xx = status !== undefined && status >= 400 && status < 500;
  if (is4xx) {
    return (
      <section className="wx-error" aria-labelledby="wx-error-title">
        <h1 id="wx-error-title" tabIndex={-1}>
          404: Page Not Found
        </h1>
        <p>Sorry, an unexpected error has occurred.</p>
        <p>
          <a href="/national">Go to the national forecast</a>
        </p>
      </section>
    );
  }
  return (
    <section className="wx-error" aria-labelledby="wx-error-title">
      <h1 id="wx-error-title" tabIndex={-1}>
        Oops! There&apos;s been an error
      </h1>
      <p>
        <a href={path}>Please refresh the page.</a>
      </p>
      {debug ? (
        <pre className="wx-error__debug">
          {error.type}
          {'code' in error ? ` (code ${error.code})` : ''}
          {status ? ` status ${status}` : ''}
          {error.message ? `: ${error.message}` : ''}
        </pre>
      ) : null}
    </section>
  );
}
