/**
 * Rendered pages kept for a short time (issue 11, finding 3): a storm of one URL costs one render.
 * Concurrent requests for a key share the render in progress (single flight); a finished entry is
 * served until it is `ttlMs` old; at most `maxEntries` are kept, least recently used dropped first.
 * A render that fails is not kept, so the next request tries again.
 */
export interface RenderCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export class RenderCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; at: number }>();
  private readonly now: () => number;
  /** Renders actually run (for tests and the load report). */
  renders = 0;

  constructor(private readonly options: RenderCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The cached value for `key`, or `render()`'s (kept only when `keep(value)` says so). */
  get(key: string, render: () => Promise<V>, keep: (value: V) => boolean): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.options.ttlMs) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.renders++;
    const value = render();
    const entry = { value, at: this.now() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((v) => (keep(v) ? undefined : forget()), forget);
    return value;
  }
}
