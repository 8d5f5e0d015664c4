import { EventEmitter } from 'node:events';
import { watch, type FSWatcher } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { MAX_PATH_LENGTH, normalisePath } from '#engine/path.ts';
import { errorPageDescription, fallbackNotFoundDescription } from './error-pages.server.ts';
import type { Logger } from './logger.ts';
import { checkedPageEntry } from './page-check.server.ts';
import { createPageEntry, type PageEntry } from './page-entry.server.ts';

/** The site path of content/pages/not-found.json. */
export const NOT_FOUND_URL = '/not-found';

/**
 * Same rule as engine/path.ts: a file whose path is not a servable URL is never reachable. So
 * every key of the map is its own normalised form, which lets a lookup by an exact key skip
 * normalisation.
 */
const URL_PATTERN = /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
const isServableUrl = (url: string): boolean =>
  url.length <= MAX_PATH_LENGTH && URL_PATTERN.test(url) && normalisePath(url).ok;

export interface ContentStoreOptions {
  /** The content folder; page descriptions are read from `<contentDir>/pages` only. */
  contentDir: string;
  logger: Logger;
  /** Watch for editors' changes (default true). */
  watch?: boolean;
  /** Quiet time after the last file event before reloading (default 100 ms). */
  debounceMs?: number;
  /** Put validation messages into the served error description (debug mode). */
  showIssues?: boolean;
}

export interface ContentStoreEvents {
  /** After a watched change was applied; the URLs whose content changed, added or went away. */
  reload: [urls: string[]];
}

/**
 * Page descriptions by URL. The URL -> file map is built by walking `content/pages` at start (and
 * after each change), and lookups only go through it: a request can name a page, never a file.
 * Files load on first use and stay parsed, serialised and hashed until they change on disk.
 */
export class ContentStore extends EventEmitter<ContentStoreEvents> {
  readonly pagesDir: string;
  private files = new Map<string, string>();
  private readonly loaded = new Map<string, PageEntry>();
  private readonly loading = new Map<string, Promise<PageEntry | undefined>>();
  private watcher: FSWatcher | undefined;
  private fallbackNotFound: PageEntry | undefined;
  private timer: NodeJS.Timeout | undefined;
  private pending = new Set<string>();
  private pendingAll = false;
  private generation = 0;
  private closed = false;
  /** Change batches apply one after another, so an older scan never overwrites a newer one. */
  private applying: Promise<void> = Promise.resolve();

  private constructor(private readonly options: ContentStoreOptions) {
    super();
    this.pagesDir = join(options.contentDir, 'pages');
  }

  static async open(options: ContentStoreOptions): Promise<ContentStore> {
    const store = new ContentStore(options);
    store.files = await store.scan();
    if (store.files.size === 0)
      options.logger.warn({ dir: store.pagesDir }, 'no page descriptions found');
    if (options.watch ?? true) store.startWatching();
    return store;
  }

  get size(): number {
    return this.files.size;
  }

  urls(): string[] {
    return [...this.files.keys()];
  }

  /** The entry already in memory, if any: lets hot paths skip a promise. */
  peek(url: string): PageEntry | undefined {
    return this.loaded.get(url);
  }

  /** The page at a normalised URL, or undefined when there is none. */
  get(url: string): Promise<PageEntry | undefined> {
    const ready = this.loaded.get(url);
    if (ready) return Promise.resolve(ready);
    const inFlight = this.loading.get(url);
    if (inFlight) return inFlight;
    const file = this.files.get(url);
    if (file === undefined) return Promise.resolve(undefined);
    const generation = this.generation;
    const promise = this.load(url, file).then((entry) => {
      // A change landed while we read: the result may be stale, so do not keep it.
      if (this.loading.get(url) === promise) this.loading.delete(url);
      if (entry && generation === this.generation) this.loaded.set(url, entry);
      return entry;
    });
    this.loading.set(url, promise);
    return promise;
  }

  /** The not-found description; a built-in one if the content file is missing or broken. */
  async notFound(): Promise<PageEntry> {
    const entry = await this.get(NOT_FOUND_URL);
    if (entry && entry.kind === 'page') return entry;
    if (!this.fallbackNotFound) {
      this.options.logger.error(
        { file: join(this.pagesDir, 'not-found.json') },
        'not-found page missing or invalid; using the built-in one',
      );
      this.fallbackNotFound = createPageEntry(fallbackNotFoundDescription(), 'page');
    }
    return this.fallbackNotFound;
  }

  /** Loads every page (e.g. right after start) so broken files are logged before anyone asks. */
  async preload(concurrency = 16): Promise<{ pages: number; invalid: string[] }> {
    const queue = this.urls();
    const invalid: string[] = [];
    const worker = async (): Promise<void> => {
      for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
        const entry = await this.get(url);
        if (entry?.kind === 'invalid') invalid.push(url);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return { pages: this.files.size, invalid: invalid.sort() };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.watcher?.close();
    this.watcher = undefined;
  }

  private async load(url: string, file: string): Promise<PageEntry | undefined> {
    const shown = relative(this.options.contentDir, file);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined; // deleted since the scan
      this.options.logger.error({ err: error, file: shown }, 'could not read page description');
      return createPageEntry(errorPageDescription(url), 'invalid', shown);
    }
    return checkedPageEntry(text, shown, url, {
      logger: this.options.logger,
      showIssues: this.options.showIssues ?? false,
    });
  }

  /** Walks the pages folder; symbolic links are skipped so nothing outside it can be reached. */
  private async scan(): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ENOENT' && code !== 'ENOTDIR')
          this.options.logger.error({ err: error, dir }, 'could not read content folder');
        return;
      }
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (entry.isFile() && entry.name.endsWith('.json')) {
          const url =
            '/' + relative(this.pagesDir, path).slice(0, -'.json'.length).split(sep).join('/');
          if (isServableUrl(url)) found.set(url, path);
          else
            this.options.logger.warn(
              { file: path },
              'content file name is not a valid page path; it cannot be served',
            );
        }
      }
    };
    await walk(this.pagesDir);
    return found;
  }

  private startWatching(): void {
    try {
      this.watcher = watch(
        this.pagesDir,
        { recursive: true, persistent: false },
        (_event, filename) => {
          if (filename === null) this.pendingAll = true;
          else this.pending.add(String(filename));
          clearTimeout(this.timer);
          this.timer = setTimeout(() => {
            this.applying = this.applying
              .then(() => this.applyChanges())
              .catch((error: unknown) => {
                this.options.logger.error({ err: error }, 'could not apply content changes');
              });
          }, this.options.debounceMs ?? 100);
        },
      );
      this.watcher.on('error', (error) => {
        this.options.logger.warn(
          { err: error },
          'content watch stopped; restart to pick up changes',
        );
        this.watcher?.close();
        this.watcher = undefined;
      });
    } catch (error) {
      this.options.logger.warn(
        { err: error, dir: this.pagesDir },
        'cannot watch content folder; changes need a restart',
      );
    }
  }

  private async applyChanges(): Promise<void> {
    const names = [...this.pending];
    const all = this.pendingAll;
    this.pending = new Set();
    this.pendingAll = false;
    const before = this.files;
    const after = await this.scan();
    if (this.closed) return;
    const changed = new Set<string>();
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      changed.add('/' + name.slice(0, -'.json'.length).split(sep).join('/'));
    }
    for (const url of before.keys()) if (!after.has(url) || all) changed.add(url);
    for (const url of after.keys()) if (!before.has(url)) changed.add(url);
    // A renamed folder reports only the folder name; anything under it counts as changed.
    for (const name of names) {
      const prefix = '/' + name.split(sep).join('/') + '/';
      for (const url of [...before.keys(), ...after.keys()])
        if (url.startsWith(prefix)) changed.add(url);
    }
    this.files = after;
    this.generation += 1;
    for (const url of changed) {
      this.loaded.delete(url);
      this.loading.delete(url);
    }
    // Load what changed now, so a broken edit is logged at once rather than on the next visit.
    const urls = [...changed].filter((url) => after.has(url)).sort();
    await Promise.all(urls.map((url) => this.get(url)));
    this.options.logger.info({ urls }, 'content reloaded');
    this.emit('reload', [...changed].sort());
  }
}
