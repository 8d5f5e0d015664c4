/**
 * The preview's calls to the server (server/tools/preview-routes.ts, drafts-routes.ts and the
 * pages API), each answering data or throwing an ApiError with the server's own message.
 */
import type { Draft, DraftVersion, SaveConflict } from '#schemas/generated/types.ts';
import { apiPrefix } from '../settings.ts';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The whole answer, for errors that carry more (a save's conflict). */
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${apiPrefix()}${path}`, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(init?.body ? { 'content-type': 'application/json' } : {}),
      },
    });
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    throw new ApiError(0, 'The server could not be reached: check the connection and try again.');
  }
  if (res.status === 204) return undefined as T;
  const body = (await res.json().catch(() => undefined)) as
    { error?: { message?: string } } | undefined;
  if (!res.ok)
    throw new ApiError(
      res.status,
      body?.error?.message ?? `The server answered ${res.status}.`,
      body,
    );
  return body as T;
}

export type { Draft, DraftVersion, SaveConflict };

export type DraftSummary = Omit<Draft, 'text'>;

export interface DraftList {
  drafts: DraftSummary[];
  storage: { usedBytes: number; quotaBytes: number };
  expireDays: number;
}

export const conflictOf = (error: unknown): SaveConflict | undefined =>
  error instanceof ApiError && error.status === 409
    ? (error.body as { conflict?: SaveConflict } | undefined)?.conflict
    : undefined;

export interface RenderedModule {
  key: string;
  name: string;
  pointer?: string;
  problem?: string;
}

export interface Rendering {
  status: number;
  html: string;
  modules: RenderedModule[];
  /** The moment shown (ISO): the chosen 'as of', or the server's now. */
  asOf: string;
  storm: boolean;
}

/** When a render or a frame's request happens: 'as of' (unset: the server's now) and the storm. */
export interface Moment {
  asOf?: number;
  storm: boolean;
}

const momentBody = (moment: Moment) => ({
  ...(moment.asOf === undefined ? {} : { asOf: new Date(moment.asOf).toISOString() }),
  storm: moment.storm,
});

/** A page's description from the live site: null when no page has this path. */
export async function livePage(path: string): Promise<unknown> {
  try {
    return await call<unknown>(`/pages${path}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const api = {
  draft: (id: string) => call<Draft>(`/preview/drafts/${encodeURIComponent(id)}`),
  drafts: () => call<DraftList>('/preview/drafts'),
  versions: (id: string) =>
    call<{ versions: DraftVersion[] }>(`/preview/drafts/${encodeURIComponent(id)}/versions`),
  version: (id: string, version: number) =>
    call<DraftVersion>(`/preview/drafts/${encodeURIComponent(id)}/versions/${version}`),
  createDraft: (text: string, path: string) =>
    call<DraftSummary>('/preview/drafts', {
      method: 'POST',
      body: JSON.stringify({ text, path }),
    }),
  saveVersion: (id: string, text: string, path: string, baseVersion: number) =>
    call<DraftSummary>(`/preview/drafts/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: JSON.stringify({ text, path, baseVersion }),
    }),
  deleteDraft: (id: string) =>
    call<undefined>(`/preview/drafts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  render: (description: unknown, moment: Moment, signal?: AbortSignal) =>
    call<Rendering>('/preview/render', {
      method: 'POST',
      body: JSON.stringify({ description, ...momentBody(moment) }),
      ...(signal ? { signal } : {}),
    }),
  /** A preview frame's request of the site, answered at its render's moment. */
  site: (request: { method: string; url: string; body?: string }, moment: Moment) =>
    call<{ status: number; contentType: string; body: string }>('/preview/site', {
      method: 'POST',
      body: JSON.stringify({ ...request, ...momentBody(moment) }),
    }),
};
