/** A lazy chunk (module, search overlay, map, tool) that failed to load, as told to listeners. */
export interface ChunkLoadFailure {
  /** Which part: a module name, or 'search-overlay'. */
  part: string;
  error: unknown;
}

const listeners = new Set<(failure: ChunkLoadFailure) => void>();

/**
 * The hook for what should happen besides the part's own "could not load" message, e.g. the
 * version-reload rule (a chunk missing after a deploy reloads the page once). Returns the
 * unsubscribe function. Every failed load is told, retries included.
 */
export function onChunkLoadFailure(listener: (failure: ChunkLoadFailure) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportChunkLoadFailure(part: string, error: unknown): void {
  for (const listener of listeners) listener({ part, error });
}
