import { NavLink, Outlet } from 'react-router-dom';
import { signOut, TOOL_OF_ROLE } from './auth/session.ts';
import type { ToolsUser } from './auth/session.ts';

/** The tools' frame: a header naming the app, links to the user's tools, who is signed in, and the view. */
export function ToolsLayout({ user }: { user: ToolsUser }) {
  return (
    <>
      <header className="tools-header">
        <a className="tools-skip" href="#tools-main">
          Skip to content
        </a>
        <span className="tools-header__name">Weather site tools</span>
        <nav aria-label="Tools">
          {user.roles.map((role) => (
            <NavLink key={role} to={TOOL_OF_ROLE[role].path}>
              {TOOL_OF_ROLE[role].name}
            </NavLink>
          ))}
        </nav>
        <span className="tools-header__user">
          {user.via === 'loopback'
            ? 'Open on this machine (development)'
            : `Signed in as ${user.name}`}
          {user.via === 'password' && (
            <button type="button" className="tools-header__signout" onClick={() => void signOut()}>
              Sign out
            </button>
          )}
        </span>
      </header>
      <main id="tools-main" className="tools-main">
        <Outlet />
      </main>
    </>
  );
}
