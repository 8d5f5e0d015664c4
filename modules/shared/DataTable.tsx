import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll.tsx';

/** One row: its header cell (the row's name: a day, an hour, a town) and its data cells. */
export interface DataRow {
  key: string;
  header: ReactNode;
  cells: readonly ReactNode[];
  className?: string;
}

/** Rows under a heading of their own (a day's tides): one tbody each. */
export interface DataRowGroup {
  key: string;
  title: ReactNode;
  rows: readonly DataRow[];
}

export interface DataTableProps {
  /** Names the scrolling region; the caption too, unless `caption` says more. */
  label: string;
  caption?: ReactNode;
  /** Shows the caption (else it is for screen readers only). */
  showCaption?: boolean;
  className?: string;
  /** Column headings, the row headers' column first; null leaves that corner empty. */
  columns: readonly ReactNode[];
  /** A heading row above the columns: each spans some of them (null: an empty cell of one). */
  columnGroups?: ReadonlyArray<{ label: ReactNode; span: number } | null>;
  rows?: readonly DataRow[];
  groups?: readonly DataRowGroup[];
}

function Row({ row }: { row: DataRow }) {
  return (
    <tr className={row.className}>
      <th scope="row">{row.header}</th>
      {row.cells.map((cell, i) => (
        <td key={i}>{cell}</td>
      ))}
    </tr>
  );
}

/**
 * The data-table primitive every module's tables use (issue 22): a captioned table with column
 * and row headers, inside the labelled region that scrolls sideways when the table is wider
 * than the screen (TableScroll, with its visible cue). Cells are whatever the module renders.
 *
 * @example <DataTable label="Rain by day" columns={['Day', 'Rain']} rows={[{ key: d, header: 'Mon', cells: ['2 mm'] }]} />
 */
export function DataTable({
  label,
  caption = label,
  showCaption = false,
  className,
  columns,
  columnGroups,
  rows = [],
  groups = [],
}: DataTableProps) {
  return (
    <TableScroll label={label}>
      <table className={className ? `wx-table ${className}` : 'wx-table'}>
        <caption className={showCaption ? undefined : 'wx-visually-hidden'}>{caption}</caption>
        <thead>
          {columnGroups ? (
            <tr>
              {columnGroups.map((g, i) =>
                g ? (
                  <th key={i} scope="colgroup" colSpan={g.span}>
                    {g.label}
                  </th>
                ) : (
                  <td key={i} />
                ),
              )}
            </tr>
          ) : null}
          <tr>
            {columns.map((c, i) =>
              c === null ? (
                <td key={i} />
              ) : (
                <th key={i} scope="col">
                  {c}
                </th>
              ),
            )}
          </tr>
        </thead>
        {rows.length ? (
          <tbody>
            {rows.map((r) => (
              <Row key={r.key} row={r} />
            ))}
          </tbody>
        ) : null}
        {groups.map((g) => (
          <tbody key={g.key}>
            <tr className="wx-table__group">
              <th scope="rowgroup" colSpan={columns.length}>
                {g.title}
              </th>
            </tr>
            {g.rows.map((r) => (
              <Row key={r.key} row={r} />
            ))}
          </tbody>
        ))}
      </table>
    </TableScroll>
  );
}
