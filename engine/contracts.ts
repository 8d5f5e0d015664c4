import type { ModuleDataDecl, ModulePartDecl } from '#schemas/generated/module-data.ts';
import { configErrors, errorsLine } from './module-check.ts';
import type { Validator, ValidatorError } from './module-entry.ts';

/**
 * What every module must keep to, wherever a page is resolved (issue 20: the live render, the
 * preview, the pages API and the browser after in-app navigation all pass these, so a rule that
 * holds in one holds in all): its config's schema, the data it declares (x-data and x-parts of its
 * schema, schemas/generated/module-data.ts) and the schemas of those payloads. The server has
 * every validator at hand; the browser loads the ones a page needs (src/app/client-contracts.ts).
 */
export interface Contracts {
  /** Config validators by module name. */
  config: Readonly<Record<string, Validator | undefined>>;
  /** Payload validators by payload name ('ForecastData'). */
  payload: Readonly<Record<string, Validator | undefined>>;
  /** The dataUrl answer a module takes, by module name. */
  data: Readonly<Record<string, ModuleDataDecl | undefined>>;
  /** The named data a module asks for, by module name. */
  parts: Readonly<Record<string, Readonly<Record<string, ModulePartDecl>> | undefined>>;
  /**
   * One line for people about a failed check of `value` against `schemaId`; default: the
   * validator's own words (errorsLine). The server and the tools say "did you mean".
   */
  describe?: (errors: readonly ValidatorError[], value: unknown, schemaId: string) => string;
  /**
   * Makes the validators of these modules (and of the payloads they declare) ready, before a page
   * holding them is resolved: the browser loads them on demand; the server has them all.
   */
  prepare?: (moduleNames: readonly string[]) => Promise<void>;
}

const own = <T>(table: Readonly<Record<string, T | undefined>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

function say(
  contracts: Contracts,
  errors: readonly ValidatorError[],
  value: unknown,
  schemaId: string,
): string {
  return contracts.describe ? contracts.describe(errors, value, schemaId) : errorsLine(errors);
}

/**
 * Why a module config breaks its own schema, or undefined when it keeps to it. A config with a
 * dataUrl, before its data, may lack the data's fields (module-check.ts); after the merge
 * (`merged`) the whole schema applies.
 */
export function configProblem(
  contracts: Contracts,
  name: string,
  config: object,
  merged = false,
): string | undefined {
  const validate = own(contracts.config, name);
  if (!validate) return `Module "${name}" could not be checked`;
  const errors = merged
    ? validate(config)
      ? []
      : (validate.errors ?? [])
    : configErrors(validate, config);
  if (errors.length === 0) return undefined;
  return `Module "${name}" has an invalid config: ${say(contracts, errors, config, `module-${name}.schema.json`)}`;
}

/** Why a data answer breaks its payload schema, or undefined when it keeps to it. */
export function payloadProblem(
  contracts: Contracts,
  payload: string,
  value: unknown,
): string | undefined {
  const validate = own(contracts.payload, payload);
  if (!validate) return `its schema ${payload} could not be loaded`;
  if (validate(value)) return undefined;
  return `does not fit ${payload}: ${say(contracts, validate.errors ?? [], value, payload)}`;
}

export const dataOf = (contracts: Contracts, name: string): ModuleDataDecl | undefined =>
  own(contracts.data, name);

export const partsOf = (
  contracts: Contracts,
  name: string,
): Readonly<Record<string, ModulePartDecl>> => own(contracts.parts, name) ?? {};
