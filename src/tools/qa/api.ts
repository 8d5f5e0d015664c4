import type { PathFile, QaMachineDetail, QaMachineSummary } from '#machines/testing/qa-paths.ts';
import { parsePathFile } from '#machines/testing/qa-paths.ts';
import { apiPrefix } from '../settings.ts';
import type { StudioData } from './PathView.tsx';

/** The API's own error text (404 names the known machines), else the status. */
async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      error?: string | { message?: string };
      message?: string;
    } | null;
    // The QA API answers { error: text }; the server's error handler { error: { message } }.
    const error = typeof body?.error === 'object' ? body.error.message : body?.error;
    throw new Response(error ?? body?.message ?? `${url} answered ${res.status}`, {
      status: res.status,
    });
  }
  return (await res.json()) as T;
}

export const loadMachines = () => getJson<QaMachineSummary[]>(`${apiPrefix()}/qa/machines`);

export const loadMachine = (id: string) =>
  getJson<QaMachineDetail>(`${apiPrefix()}/qa/machines/${encodeURIComponent(id)}`);

/** Stores a path on the server (with the drafts): its address opens it again. */
export async function savePath(file: PathFile): Promise<{ id: string; url: string }> {
  try {
    return await getJson(`${apiPrefix()}/qa/paths`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(file),
    });
  } catch (e) {
    throw e instanceof Response ? new Error(await e.text()) : e;
  }
}

/** A generated path by its number. */
export async function loadGeneratedPath(machine: string, n: string): Promise<StudioData> {
  const m = await loadMachine(machine);
  const file = m.pathList.find((p) => p.id === n);
  if (!file) throw new Response(`The ${m.title} machine has no path ${n}.`, { status: 404 });
  return { machine: m, file, name: `path ${n}` };
}

/** A stored (imported, recorded or generated) path by its id. */
export async function loadSavedPath(machine: string, id: string): Promise<StudioData> {
  const [m, saved] = await Promise.all([
    loadMachine(machine),
    getJson<{ file: unknown }>(`${apiPrefix()}/qa/paths/${encodeURIComponent(id)}`),
  ]);
  const file = parsePathFile(saved.file);
  if (file.machine !== m.id)
    throw new Response(`This saved path is one of '${file.machine}', not of '${m.id}'.`, {
      status: 404,
    });
  return { machine: m, file, name: 'saved path' };
}

export const loadSimulation = async (machine: string): Promise<StudioData> => ({
  machine: await loadMachine(machine),
  file: null,
  name: 'simulation',
});
