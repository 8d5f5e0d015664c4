/**
 * Browser storage through a small swappable adapter (STYLE.md: browser globals behind adapters),
 * so machines read and write records the same way in the browser, on the server and in tests.
 * localStorage can be missing (server), full or refused (private modes): those become a
 * no-op write and a null read, never a crash.
 */
export interface StorageAdapter {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** The product's storage prefix: every record is `nzweather.<name>`. */
export const STORAGE_PREFIX = 'nzweather.';

export function memoryStorage(
  initial: Record<string, string> = {},
): StorageAdapter & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v) };
}

function browserStorage(): StorageAdapter | null {
  try {
    if (typeof window === 'undefined' || !window.localStorage) return null;
    const ls = window.localStorage;
    return {
      get: (k) => {
        try {
          return ls.getItem(k);
        } catch {
          return null;
        }
      },
      set: (k, v) => {
        try {
          ls.setItem(k, v);
        } catch (error) {
          console.warn(`Could not save ${k} in this browser: ${(error as Error).message}`);
        }
      },
    };
  } catch {
    return null;
  }
}

let adapter: StorageAdapter | null = null;

export const storage = {
  get(key: string): string | null {
    return (adapter ??= browserStorage() ?? memoryStorage()).get(key);
  },
  set(key: string, value: string): void {
    (adapter ??= browserStorage() ?? memoryStorage()).set(key, value);
  },
  /** Replaces the adapter (tests; a server render); `null` goes back to the browser's storage. */
  setAdapter(next: StorageAdapter | null): void {
    adapter = next;
  },
};

/** Reads and parses a JSON record; unreadable or corrupt data is null (the caller starts afresh). */
export function readJson(key: string): unknown {
  const raw = storage.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  storage.set(key, JSON.stringify(value));
}
