import type { Contracts } from '#engine/contracts.ts';
import { explainError } from '#engine/explain.ts';
import { collapseErrors } from '#schemas/collapse-errors.ts';
import { dataValidators } from '#schemas/generated/data-validators.js';
import { MODULE_DATA, MODULE_PARTS } from '#schemas/generated/module-data.ts';
import { moduleValidators } from '#schemas/generated/module-validators.js';
import type { ErrorObject } from 'ajv';

/**
 * The server's module contracts: every config and payload validator (precompiled, nothing
 * compiles at run time) and every module's declared data. The live render, the preview, the pages
 * API, `npm run validate` and the bench all check modules with these, and say what is wrong in
 * the words of the editor's lint ("did you mean").
 */
export const serverContracts: Contracts = {
  config: moduleValidators,
  payload: dataValidators,
  data: MODULE_DATA,
  parts: MODULE_PARTS,
  describe: (errors, value, schemaId) =>
    collapseErrors(errors as ErrorObject[], value)
      .map(({ error, message }) => {
        const explained = explainError(error, value, schemaId);
        return `${explained.pointer || '/'} ${message ?? explained.message}`;
      })
      .join('; '),
};
