import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { useRouteError, Link } from 'react-router-dom';
import { apiPrefix } from '../settings.ts';
import { PreviewPage } from './PreviewPage.tsx';

export interface PreviewData {
  text: string;
  draftId?: string;
  message?: string;
}

/** A new preview starts from the national page, a real page to change. */
async function startLoader(): Promise<PreviewData> {
  const res = await fetch(`${apiPrefix()}/pages/national`);
  const text = res.ok ? JSON.stringify(await res.json(), null, 2) + '\n' : '{\n}\n';
  return { text, message: res.ok ? 'Opened /national.' : '' };
}

async function draftLoader({ params }: LoaderFunctionArgs): Promise<PreviewData> {
  const res = await fetch(`${apiPrefix()}/preview/drafts/${encodeURIComponent(params.id ?? '')}`);
  if (res.status === 404) throw new Response('No draft with this id.', { status: 404 });
  if (!res.ok) throw new Response('The draft could not be loaded.', { status: res.status });
  const draft = (await res.json()) as { id: string; text: string; path: string };
  return {
    text: draft.text,
    draftId: draft.id,
    message: `Draft ${draft.id}${draft.path ? ` of ${draft.path}` : ''}.`,
  };
}

function DraftError() {
  const error = useRouteError();
  const missing = error instanceof Response && error.status === 404;
  return (
    <section className="tools-empty">
      <h1>{missing ? 'Draft not found' : 'The draft could not be loaded'}</h1>
      <p>{missing ? 'No draft has this id: check the link you were sent.' : 'Please try again.'}</p>
      <Link to="/preview">Start a new preview</Link>
    </section>
  );
}

export const previewRoutes: RouteObject[] = [
  { path: '/preview', element: <PreviewPage />, loader: startLoader },
  {
    path: '/preview/drafts/:id',
    element: <PreviewPage />,
    loader: draftLoader,
    errorElement: <DraftError />,
  },
];
