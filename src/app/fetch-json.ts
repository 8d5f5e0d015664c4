import type { FetchJson } from '#engine/data-merge.ts';

/** Module data and MCP calls carry the visitor's credentials (spec: 'credentials'). */
export const fetchJson: FetchJson = async (url) => {
  const res = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json();
};
