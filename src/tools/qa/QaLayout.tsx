import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router-dom';
import './qa.css';

/** The tools' page frame: a banner naming the tool, the view in the main landmark. */
export function QaLayout() {
  return (
    <div className="qa">
      <header className="qa-banner">
        <Link to="/qa" className="qa-banner__home">
          NZ Weather tools
        </Link>
        <span className="qa-banner__tool">QA path explorer</span>
      </header>
      <main className="qa-main" id="main">
        <Outlet />
      </main>
    </div>
  );
}

/** A loader's or view's failure, in words, with the way back. */
export function QaError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? String(error.data)
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <main className="qa-main" id="main">
      <h1>That did not work</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/qa">All machines</Link>
      </p>
    </main>
  );
}
