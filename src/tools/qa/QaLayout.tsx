import { isRouteErrorResponse, Link, Outlet, useRouteError } from 'react-router-dom';
import './qa.css';

/** QA's views inside the tools' one header and one main landmark (ToolsLayout). */
export function QaLayout() {
  return (
    <div className="qa">
      <Outlet />
    </div>
  );
}

/** A loader's or view's failure, in words, with the way back (never a blank page). */
export function QaError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? String(error.data)
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <div className="qa">
      <h1>That did not work</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/qa">All machines</Link>
      </p>
    </div>
  );
}
