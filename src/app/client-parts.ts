import type { DataCache, FetchJson } from '#engine/data-merge.ts';
import { loadPayload, partUrl } from '#engine/data-door.ts';
import { isModuleName } from '#schemas/generated/catalogue.ts';
import { MODULE_PARTS } from '#schemas/generated/module-data.ts';
import type { ModuleConfig } from '#schemas/generated/types.ts';
import { clientContracts } from './client-contracts.ts';
import { clientDataCache } from './client-data.ts';
import { fetchJson as browserFetchJson } from './fetch-json.ts';

/**
 * A module's named part in the browser (ModuleContext.loadPart): its URL from the config or the
 * declared default, fetched through the visit's data cache, checked against its payload schema.
 * A lazy chunk: it arrives with the first part a page asks for.
 */
export async function loadPart(
  module: string,
  part: string,
  config: ModuleConfig,
  fetchJson: FetchJson = browserFetchJson,
  cache: DataCache = clientDataCache,
): Promise<unknown> {
  const parts = isModuleName(module) ? MODULE_PARTS[module] : undefined;
  const decl = parts && Object.hasOwn(parts, part) ? parts[part] : undefined;
  const url = decl ? partUrl(decl, config) : undefined;
  if (!decl || !url) throw new Error(`Module "${module}" declares no part "${part}" with a URL`);
  await clientContracts.prepare?.([module]);
  const answer = await loadPayload(url, decl.payload, {
    contracts: clientContracts,
    fetchJson,
    cache,
  });
  if (!answer.ok) throw new Error(`Module "${module}" ${part} from ${url} ${answer.why}`);
  return answer.value;
}
