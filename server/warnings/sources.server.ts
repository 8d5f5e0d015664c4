import { watch, type FSWatcher } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { acceptCap, type AlertSet } from './alert-set.ts';

/** What the sources log: a file or URL and a plain reason, never a stack. */
export interface WarningsLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const FOLDER_PREFIX = 'file:';

/** Accepts one document into the set, or logs why not and keeps the source's last good alert. */
export function take(
  set: AlertSet,
  source: string,
  label: Record<string, string>,
  xml: string,
  logger: WarningsLogger,
): boolean {
  const result = acceptCap(xml);
  if (result.ok) {
    set.set(source, result.accepted);
    return true;
  }
  logger.warn(
    { ...label, reason: result.reason, kept: set.has(source) },
    `CAP alert rejected: ${result.reason}`,
  );
  return false;
}

/**
 * Reads every `.xml` file of the folder. A file that disappeared takes its alert with it; a file
 * that became bad keeps its last good alert.
 */
export async function loadFolder(
  dir: string,
  set: AlertSet,
  logger: WarningsLogger,
): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.toLowerCase().endsWith('.xml')).sort();
  } catch (error) {
    logger.warn(
      { dir, reason: (error as Error).message },
      'CAP folder unreadable; alerts kept as they were',
    );
    return;
  }
  // Sources named by folder too: a service may read several (the storm day's scenario).
  const prefix = `${FOLDER_PREFIX}${dir}/`;
  const present = new Set(names.map((n) => prefix + n));
  for (const id of set.sourceIds()) if (id.startsWith(prefix) && !present.has(id)) set.delete(id);
  for (const name of names) {
    let xml: string;
    try {
      xml = await readFile(join(dir, name), 'utf8');
    } catch (error) {
      logger.warn({ file: name, reason: (error as Error).message }, 'CAP file unreadable');
      continue;
    }
    take(set, prefix + name, { file: name }, xml, logger);
  }
}

/** Re-reads the folder shortly after it changes (editors write a file in several events). */
export function watchFolder(
  dir: string,
  onChange: () => void,
  debounceMs: number,
  logger: WarningsLogger,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(dir, () => {
      clearTimeout(timer);
      timer = setTimeout(onChange, debounceMs);
    });
    watcher.on('error', (error) =>
      logger.warn({ dir, reason: error.message }, 'CAP folder watch stopped'),
    );
  } catch (error) {
    logger.warn(
      { dir, reason: (error as Error).message },
      'CAP folder cannot be watched; changes need a restart',
    );
  }
  return () => {
    clearTimeout(timer);
    watcher?.close();
  };
}
