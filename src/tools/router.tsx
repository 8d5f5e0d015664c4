import { createBrowserRouter } from 'react-router-dom';
import { qaRoutes } from './qa/routes.tsx';

export const toolsRouter = createBrowserRouter(qaRoutes);
