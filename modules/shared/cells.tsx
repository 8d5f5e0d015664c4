import type { ReactNode } from 'react';
import { CELL_RENDER_TYPE_VALUES } from '#schemas/generated/enums.ts';

/**
 * Table cells by render type (spec pages doc section 8: "An unknown cell render type throws an
 * error"). Content names a render type for each row of a table; schemas list the known ones, so
 * `npm run validate` refuses an unknown type with its file, line and pointer. Should one reach
 * rendering anyway (a draft in the preview, an answer that skipped validation), renderCell throws
 * UnknownCellRenderTypeError naming the type and where it was written, and the module that owns
 * the table catches it and shows its failure text: the rest of the page stays.
 */

export type CellValue = string | number | boolean | null;

export class UnknownCellRenderTypeError extends Error {
  override readonly name = 'UnknownCellRenderTypeError';
  constructor(
    readonly renderType: unknown,
    /** JSON pointer of the render type in the module config, e.g. /comparison/rows/2/render. */
    readonly pointer: string,
  ) {
    super(
      `Unknown cell render type ${JSON.stringify(renderType)} at ${pointer} (known: ${CELL_RENDER_TYPE_VALUES.join(', ')})`,
    );
  }
}

const nzd = new Intl.NumberFormat('en-NZ', {
  style: 'currency',
  currency: 'NZD',
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-NZ');

/** A cell with no value: a dash that reads as words. */
const notStated = (words: string): ReactNode => (
  <>
    <span aria-hidden="true">—</span>
    <span className="wx-visually-hidden">{words}</span>
  </>
);

/**
 * The content of one cell. `included` reads a yes/no, `number` a count, `price` whole New Zealand
 * dollars (null: on request), `text` words as written.
 */
export function renderCell(
  type: unknown,
  value: CellValue | undefined,
  pointer: string,
): ReactNode {
  switch (type) {
    case 'text':
      return typeof value === 'string' && value !== '' ? value : notStated('Not stated');
    case 'included':
      return value === true ? (
        <>
          <span aria-hidden="true">✓</span>
          <span className="wx-visually-hidden">Included</span>
        </>
      ) : (
        notStated('Not included')
      );
    case 'number':
      return typeof value === 'number' ? count.format(value) : notStated('Not stated');
    case 'price':
      return typeof value === 'number' ? nzd.format(value) : 'On request';
    default:
      throw new UnknownCellRenderTypeError(type, pointer);
  }
}
