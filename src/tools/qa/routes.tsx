import type { RouteObject } from 'react-router-dom';
import {
  loadGeneratedPath,
  loadMachine,
  loadMachines,
  loadSavedPath,
  loadSimulation,
} from './api.ts';
import { MachineList } from './MachineList.tsx';
import { MachineView } from './MachineView.tsx';
import { PathView } from './PathView.tsx';
import { QaError, QaLayout } from './QaLayout.tsx';

/**
 * QA's statechart studio: the machine list, one machine, and the studio on a generated path, a
 * saved path (imported, recorded or generated, by the id the server gave it) or no path at all.
 */
export const qaRoutes: RouteObject[] = [
  {
    path: '/qa',
    element: <QaLayout />,
    errorElement: <QaError />,
    children: [
      { index: true, loader: () => loadMachines(), element: <MachineList /> },
      {
        errorElement: <QaError />,
        children: [
          {
            path: ':machine',
            loader: ({ params }) => loadMachine(params.machine ?? ''),
            element: <MachineView />,
          },
          {
            path: ':machine/simulate',
            loader: ({ params }) => loadSimulation(params.machine ?? ''),
            element: <PathView />,
          },
          {
            path: ':machine/paths/saved/:id',
            loader: ({ params }) => loadSavedPath(params.machine ?? '', params.id ?? ''),
            element: <PathView />,
          },
          {
            path: ':machine/paths/:path',
            loader: ({ params }) => loadGeneratedPath(params.machine ?? '', params.path ?? ''),
            element: <PathView />,
          },
        ],
      },
    ],
  },
];
