import { isIP } from 'node:net';
import { parsePasswordHash } from './passwords.ts';

type Env = Readonly<Record<string, string | undefined>>;

export type ToolsRole = 'editor' | 'qa';

/** What each tool needs: the preview and drafts an editor, the QA explorer a QA user. */
export const ROLE_NAMES: Readonly<Record<string, readonly ToolsRole[]>> = {
  editor: ['editor'],
  qa: ['qa'],
  both: ['editor', 'qa'],
};

export interface ToolsAccount {
  /** As configured; looked up without regard to case. */
  name: string;
  roles: readonly ToolsRole[];
  /** scrypt hash (passwords.ts); undefined: the account signs in only through the proxy. */
  passwordHash: string | undefined;
}

/**
 * Who may use the tools (issue 27, finding 1): accounts from TOOLS_USERS, and optionally a
 * single sign-on header that a trusted proxy sets. See docs/deploy.md, "The editors' tools".
 */
export interface ToolsAccessConfig {
  /** By lowercased name. */
  accounts: ReadonlyMap<string, ToolsAccount>;
  /** Lowercased header name holding the signed-in user's name, set by the proxy. */
  ssoHeader: string | undefined;
  /** The proxies' own addresses: the header is believed only on their connections. */
  ssoProxies: readonly string[];
}

const NAME = /^[\w.@+-]{1,100}$/;

/**
 * TOOLS_USERS: accounts separated by spaces or new lines, each `name:role:hash` (role editor, qa
 * or both; hash from `npm run tools:password`) or `name:role` for an account that signs in only
 * through TOOLS_SSO_HEADER. TOOLS_SSO_HEADER and TOOLS_SSO_PROXIES (comma-separated addresses) go
 * together. With the tools on in production, someone must be able to sign in.
 */
export function toolsAccessConfig(
  env: Env,
  problems: string[],
  { production, enabled }: { production: boolean; enabled: boolean },
): ToolsAccessConfig {
  const read = (name: string) => env[name]?.trim() || undefined;
  const ssoHeader = read('TOOLS_SSO_HEADER')?.toLowerCase();
  const ssoProxies = (read('TOOLS_SSO_PROXIES') ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (ssoHeader !== undefined && !/^[a-z0-9-]{1,100}$/.test(ssoHeader))
    problems.push(
      `TOOLS_SSO_HEADER must be a header name such as X-Forwarded-User, got '${ssoHeader}'`,
    );
  if ((ssoHeader === undefined) !== (ssoProxies.length === 0))
    problems.push(
      'TOOLS_SSO_HEADER and TOOLS_SSO_PROXIES go together: the header is believed only from those proxies',
    );
  for (const address of ssoProxies)
    if (isIP(address) === 0) problems.push(`TOOLS_SSO_PROXIES has '${address}', not an IP address`);

  const accounts = new Map<string, ToolsAccount>();
  const entries = (read('TOOLS_USERS') ?? '').split(/\s+/).filter(Boolean);
  entries.forEach((entry, i) => {
    const [name = '', role = '', hash, ...rest] = entry.split(':');
    // Never echo an entry: it holds a password hash.
    const where = `TOOLS_USERS entry ${i + 1}${NAME.test(name) ? ` (${name})` : ''}`;
    const roles = ROLE_NAMES[role];
    if (!NAME.test(name) || rest.length > 0)
      return problems.push(
        `${where} must be name:role:hash, the name letters, digits or . _ @ + -`,
      );
    if (!roles) return problems.push(`${where} has role '${role}'; use editor, qa or both`);
    if (accounts.has(name.toLowerCase())) return problems.push(`${where} repeats the name ${name}`);
    if (hash !== undefined) {
      const parsed = parsePasswordHash(hash);
      if (typeof parsed === 'string') return problems.push(`${where} ${parsed}`);
    } else if (ssoHeader === undefined) {
      return problems.push(`${where} has no password hash (and TOOLS_SSO_HEADER is not set)`);
    }
    accounts.set(name.toLowerCase(), { name, roles, passwordHash: hash });
  });

  if (production && enabled && entries.length === 0)
    problems.push(
      'TOOLS_ENABLED=true in production needs TOOLS_USERS: the tools are behind a login there (docs/deploy.md)',
    );
  return { accounts, ssoHeader, ssoProxies };
}
