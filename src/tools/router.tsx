import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { NoAccess } from './auth/NoAccess.tsx';
import { ToolsError, ToolsNotFound } from './NotFound.tsx';
import type { ToolsRole, ToolsUser } from './auth/session.ts';
import { previewRoutes } from './preview/routes.tsx';
import { qaRoutes } from './qa/routes.tsx';
import { ToolsLayout } from './ToolsLayout.tsx';

/**
 * Every view of the tools app the signed-in user may use: the editors' preview and QA's path
 * explorer. A tool without the role is one page saying so (its loaders never run: the server would
 * refuse their requests anyway). Any other address, or a view that could not load, is a page of
 * the tools saying so (issue 23: it was React Router's developer page).
 */
export function createToolsRouter(user: ToolsUser) {
  const tool = (role: ToolsRole, routes: RouteObject[], path: string): RouteObject[] =>
    user.roles.includes(role) ? routes : [{ path, element: <NoAccess user={user} role={role} /> }];
  return createBrowserRouter([
    {
      element: <ToolsLayout user={user} />,
      // Unknown addresses and failed loaders: the tools' own pages, inside the tools' frame.
      errorElement: <ToolsError />,
      hydrateFallbackElement: <p className="tools-message">Loading…</p>,
      children: [
        {
          errorElement: <ToolsError />,
          children: [
            ...tool('editor', previewRoutes, '/preview/*'),
            ...tool('qa', qaRoutes, '/qa/*'),
            { path: '*', element: <ToolsNotFound /> },
          ],
        },
      ],
    },
  ]);
}
