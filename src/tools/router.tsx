import { createBrowserRouter } from 'react-router-dom';
import { previewRoutes } from './preview/routes.tsx';
import { qaRoutes } from './qa/routes.tsx';
import { ToolsLayout } from './ToolsLayout.tsx';

/** Every view of the tools app: the editors' preview and QA's path explorer. */
export function createToolsRouter() {
  return createBrowserRouter([
    { element: <ToolsLayout />, children: [...previewRoutes, ...qaRoutes] },
  ]);
}
