import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { toolsRouter } from './router.tsx';

/** The tools app (QA, preview): its own entry of the build, never loaded by a visitor's page. */
const root = document.getElementById('tools-root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={toolsRouter} />
    </StrictMode>,
  );
