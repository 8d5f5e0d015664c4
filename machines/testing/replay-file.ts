import { memoryStorage, storage } from '../storage.ts';
import { catalogueEntry } from './catalogue.ts';
import { modelPathOf } from './qa-paths.ts';
import type { PathFile } from './qa-paths.ts';
import { replayPath } from './replay.ts';

/** Replays a stored path on its real machine with the harness's fake actors and clock. */
export async function replayPathFile(file: PathFile) {
  const entry = catalogueEntry(file.machine);
  if (!entry) throw new Error(`No machine '${file.machine}' in the catalogue`);
  storage.setAdapter(memoryStorage());
  try {
    return await replayPath(modelPathOf(entry, file), {
      machine: entry.model.machine,
      input: entry.model.input,
      keepActors: entry.keepActors,
    });
  } finally {
    storage.setAdapter(null);
  }
}
