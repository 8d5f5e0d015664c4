import { data, redirect } from 'react-router-dom';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { api, ApiError, livePage } from './api.ts';
import { newPageText, sitePath } from './document.ts';
import type { EditorDocument } from './document.ts';
import { DraftsPage } from './DraftsPage.tsx';
import { PreviewPage } from './PreviewPage.tsx';
import { VersionsPage } from './VersionsPage.tsx';

const pretty = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

/** A loader's failure as the tools' error page shows it (404: a not-found page of the tools). */
function failed(error: unknown, what: string): never {
  if (error instanceof ApiError && error.status === 404) throw data(error.message, { status: 404 });
  const why = error instanceof ApiError ? error.message : String(error);
  throw data(`${what} could not be loaded: ${why}`, {
    status: error instanceof ApiError && error.status ? error.status : 503,
  });
}

/** A live page by its path; a path with no page starts a new page there. */
async function pageLoader({ params }: LoaderFunctionArgs): Promise<EditorDocument> {
  const path = sitePath(params['*'] ?? '');
  let description: unknown;
  try {
    description = await livePage(path);
  } catch (error) {
    failed(error, `The page ${path}`);
  }
  if (description === null)
    return {
      source: { kind: 'page', path, live: false },
      text: newPageText(path),
      message: `No page has the path ${path} on the live site: this is a new page there. Save it as a draft, or download it into content/pages.`,
    };
  return {
    source: { kind: 'page', path, live: true },
    text: pretty(description),
    message: `Opened ${path}.`,
  };
}

function newLoader(): EditorDocument {
  return {
    source: { kind: 'new' },
    text: newPageText('/new-page'),
    message: 'A new page: give it its path in "url".',
  };
}

async function draftLoader({ params }: LoaderFunctionArgs): Promise<EditorDocument> {
  const id = params.id ?? '';
  const draft = await api.draft(id).catch((e: unknown) => failed(e, 'The draft'));
  return {
    source: {
      kind: 'draft',
      id: draft.id,
      version: draft.version,
      latest: draft.version,
      path: draft.path,
      owner: draft.owner,
    },
    text: draft.text,
    message: `Opened the draft of ${draft.path || 'a page'}, version ${draft.version}, saved by ${draft.owner || 'an editor'}.`,
  };
}

async function versionLoader({ params }: LoaderFunctionArgs): Promise<EditorDocument> {
  const id = params.id ?? '';
  const number = Number(params.version);
  if (!Number.isInteger(number) || number < 1)
    throw data('A version is a whole number from 1.', { status: 404 });
  const [draft, version] = await Promise.all([api.draft(id), api.version(id, number)]).catch(
    (e: unknown) => failed(e, 'The version'),
  );
  if (version.version === draft.version) return redirect(`/preview/drafts/${id}`) as never;
  return {
    source: {
      kind: 'draft',
      id: draft.id,
      version: version.version,
      latest: draft.version,
      path: draft.path,
      owner: draft.owner,
    },
    text: version.text ?? '',
    message: `Opened version ${version.version} of the draft of ${draft.path || 'a page'} (the latest is version ${draft.version}). Saving makes it the latest again, as version ${draft.version + 1}.`,
  };
}

/**
 * The editors' preview: a page by its path, a draft (or one of its versions), a new page, the
 * drafts area and a draft's versions. Each document has its own address, so reloading, sharing
 * and the back button open the same document again.
 */
export const previewRoutes: RouteObject[] = [
  {
    path: '/preview',
    loader: () => redirect('/preview/pages/national'),
    element: <p className="tools-message">Opening the national page…</p>,
  },
  { path: '/preview/pages/*', loader: pageLoader, element: <PreviewPage /> },
  { path: '/preview/new', loader: newLoader, element: <PreviewPage /> },
  { path: '/preview/drafts', loader: () => api.drafts(), element: <DraftsPage /> },
  { path: '/preview/drafts/:id', loader: draftLoader, element: <PreviewPage /> },
  {
    path: '/preview/drafts/:id/versions',
    loader: ({ params }) =>
      Promise.all([api.draft(params.id ?? ''), api.versions(params.id ?? '')])
        .then(([draft, { versions }]) => ({ draft, versions }))
        .catch((e: unknown) => failed(e, 'The versions')),
    element: <VersionsPage />,
  },
  {
    path: '/preview/drafts/:id/versions/:version',
    loader: versionLoader,
    element: <PreviewPage />,
  },
];
