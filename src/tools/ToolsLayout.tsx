import { NavLink, Outlet } from 'react-router-dom';

/** The tools' frame: a header naming the app, links to its two tools, and the view. */
export function ToolsLayout() {
  return (
    <>
      <header className="tools-header">
        <a className="tools-skip" href="#tools-main">
          Skip to content
        </a>
        <span className="tools-header__name">Weather site tools</span>
        <nav aria-label="Tools">
          <NavLink to="/preview">Preview</NavLink>
          <NavLink to="/qa">QA</NavLink>
        </nav>
      </header>
      <main id="tools-main" className="tools-main">
        <Outlet />
      </main>
    </>
  );
}
