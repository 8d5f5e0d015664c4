import { apiPrefix } from '../settings.ts';

export type ToolsRole = 'editor' | 'qa';

/** Who is using the tools, as the server wrote it into the tools document (nobody: null). */
export interface ToolsUser {
  name: string;
  roles: readonly ToolsRole[];
  /** password: signed in here; sso: through the organisation's sign-on; loopback: development. */
  via: 'password' | 'sso' | 'loopback';
}

export function toolsUser(root: HTMLElement | null = document.getElementById('tools-root')) {
  const name = root?.dataset.user ?? '';
  if (name === '') return null;
  const roles = (root?.dataset.roles ?? '')
    .split(' ')
    .filter((r): r is ToolsRole => r === 'editor' || r === 'qa');
  const via = root?.dataset.via;
  return {
    name,
    roles,
    via: via === 'sso' || via === 'loopback' ? via : 'password',
  } satisfies ToolsUser;
}

/** The tool each role opens, in words, for messages. */
export const TOOL_OF_ROLE: Record<ToolsRole, { name: string; path: string }> = {
  editor: { name: 'Preview', path: '/preview' },
  qa: { name: 'QA', path: '/qa' },
};

/**
 * Signs in; resolves to an error message to show, or reloads the page (the server then sends the
 * tools document with the signed-in user) and never resolves.
 */
export async function signIn(user: string, password: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${apiPrefix()}/tools/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user, password }),
    });
  } catch {
    return 'The server could not be reached. Check your connection and try again.';
  }
  if (res.ok) {
    window.location.reload();
    return new Promise<string>(() => undefined);
  }
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? 'Signing in did not work. Please try again.';
}

export async function signOut(): Promise<void> {
  await fetch(`${apiPrefix()}/tools/logout`, { method: 'POST' }).catch(() => undefined);
  window.location.reload();
}
