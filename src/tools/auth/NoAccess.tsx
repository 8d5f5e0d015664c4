import { Link } from 'react-router-dom';
import { TOOL_OF_ROLE } from './session.ts';
import type { ToolsRole, ToolsUser } from './session.ts';

/** A tool the signed-in user has no role for: says so, and offers what they may use. */
export function NoAccess({ user, role }: { user: ToolsUser; role: ToolsRole }) {
  const others = user.roles.map((r) => TOOL_OF_ROLE[r]);
  return (
    <section className="tools-empty">
      <h1>
        {TOOL_OF_ROLE[role].name} needs the {role} role
      </h1>
      <p>
        You are signed in as {user.name}, with the {user.roles.join(' and ')} role
        {user.roles.length === 1 ? '' : 's'}. Ask whoever runs the site to give you the {role} role.
      </p>
      {others.map((tool) => (
        <p key={tool.path}>
          <Link to={tool.path}>Open {tool.name}</Link>
        </p>
      ))}
    </section>
  );
}
