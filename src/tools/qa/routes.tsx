import type { RouteObject } from 'react-router-dom';
import { loadMachine, loadMachines } from './api.ts';
import { MachineList } from './MachineList.tsx';
import { MachineView } from './MachineView.tsx';
import { PathView } from './PathView.tsx';
import { QaError, QaLayout } from './QaLayout.tsx';

/** QA's path explorer: the machine list, one machine, one path replayed step by step. */
export const qaRoutes: RouteObject[] = [
  {
    path: '/qa',
    element: <QaLayout />,
    errorElement: <QaError />,
    children: [
      { index: true, loader: () => loadMachines(), element: <MachineList /> },
      {
        path: ':machine',
        loader: ({ params }) => loadMachine(params.machine ?? ''),
        element: <MachineView />,
        errorElement: <QaError />,
      },
      {
        path: ':machine/paths/:path',
        loader: ({ params }) => loadMachine(params.machine ?? ''),
        element: <PathView />,
        errorElement: <QaError />,
      },
    ],
  },
];
