import type { QaMachineDetail, QaMachineSummary } from '#machines/testing/qa-paths.ts';

/** The API's own error text (404 names the known machines), else the status. */
async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Response(body?.error ?? `GET ${url} answered ${res.status}`, {
      status: res.status,
    });
  }
  return (await res.json()) as T;
}

export const loadMachines = () => getJson<QaMachineSummary[]>('/api/qa/machines');

export const loadMachine = (id: string) =>
  getJson<QaMachineDetail>(`/api/qa/machines/${encodeURIComponent(id)}`);
