import type { Contracts } from '#engine/contracts.ts';
import type { Validator } from '#engine/module-entry.ts';
import { isModuleName } from '#schemas/generated/catalogue.ts';
import { MODULE_DATA, MODULE_PARTS } from '#schemas/generated/module-data.ts';
import type { DataPayload } from '#schemas/generated/module-data.ts';
import {
  dataValidatorLoaders,
  moduleValidatorLoaders,
} from '#schemas/generated/validator-loaders.js';

const config: Record<string, Validator> = {};
const payload: Record<string, Validator> = {};

/** Loads a validator once; a failed load (offline, a deploy) is tried again next time. */
async function load<K extends string>(
  into: Record<string, Validator>,
  key: K,
  loaders: Readonly<Record<K, () => Promise<Validator>>>,
): Promise<void> {
  if (Object.hasOwn(into, key) || !Object.hasOwn(loaders, key)) return;
  try {
    into[key] = await loaders[key]();
  } catch {
    // Left unloaded: the module "could not be checked" and is left out, like one that failed.
  }
}

/**
 * The browser's module contracts, for pages resolved after in-app navigation (issue 20: every
 * module checked on every path). The browser does not carry every validator (decision 004):
 * `prepare` loads those of the modules a page holds, and of the payloads they declare, each once
 * for the visit; the rest of the contract is the same generated tables the server reads.
 */
export const clientContracts: Contracts = {
  config,
  payload,
  data: MODULE_DATA,
  parts: MODULE_PARTS,
  async prepare(names) {
    const modules = [...new Set(names)].filter(isModuleName);
    const payloads = new Set<DataPayload>();
    for (const name of modules) {
      const data = MODULE_DATA[name];
      if (data) payloads.add(data.payload);
      for (const part of Object.values(MODULE_PARTS[name] ?? {})) payloads.add(part.payload);
    }
    await Promise.all([
      ...modules.map((n) => load(config, n, moduleValidatorLoaders)),
      ...[...payloads].map((p) => load(payload, p, dataValidatorLoaders)),
    ]);
  },
};
