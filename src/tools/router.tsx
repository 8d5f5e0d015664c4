import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { NoAccess } from './auth/NoAccess.tsx';
import type { ToolsRole, ToolsUser } from './auth/session.ts';
import { previewRoutes } from './preview/routes.tsx';
import { qaRoutes } from './qa/routes.tsx';
import { ToolsLayout } from './ToolsLayout.tsx';

/**
 * Every view of the tools app the signed-in user may use: the editors' preview and QA's path
 * explorer. A tool without the role is one page saying so (its loaders never run: the server would
 * refuse their requests anyway).
 */
export function createToolsRouter(user: ToolsUser) {
  const tool = (role: ToolsRole, routes: RouteObject[], path: string): RouteObject[] =>
    user.roles.includes(role) ? routes : [{ path, element: <NoAccess user={user} role={role} /> }];
  return createBrowserRouter([
    {
      element: <ToolsLayout user={user} />,
      children: [...tool('editor', previewRoutes, '/preview/*'), ...tool('qa', qaRoutes, '/qa/*')],
    },
  ]);
}
