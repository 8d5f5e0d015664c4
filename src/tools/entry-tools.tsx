/**
 * The tools app's own entry (vite.tools.config.ts builds it apart from the visitors' site): the
 * server's /preview and /qa documents load it; a visitor's page never does.
 */
// The shared styles first: each tool's own stylesheet comes after them and may refine them.
import './tools.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { SignInPage } from './auth/SignInPage.tsx';
import { toolsUser } from './auth/session.ts';
import { createToolsRouter } from './router.tsx';

const root = document.getElementById('tools-root');
if (root) {
  // Who is signed in comes with the document (server/tools/tools-routes.ts): nobody, the sign-in.
  const user = toolsUser(root);
  createRoot(root).render(
    <StrictMode>
      {user ? <RouterProvider router={createToolsRouter(user)} /> : <SignInPage />}
    </StrictMode>,
  );
}
