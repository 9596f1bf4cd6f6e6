import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color } from '@/lib/theme';

/**
 * A table of the back office that reads on a phone: on a wide screen a plain table, on a
 * narrow one each row a card with every value under its column's name (`data-label`), so no
 * column is cut off and nothing scrolls sideways. The roles are written out because a table
 * laid out as blocks loses them in some browsers: screen readers still hear a table.
 */
const Wrap = styled.div`
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    position: relative;
    padding: 0.5rem;
    text-align: left;
    border-bottom: 1px solid ${color.line};
    vertical-align: top;
    overflow-wrap: break-word;
  }
  th {
    color: ${color.navy};
  }
  tr.unread td {
    font-weight: 600;
  }
  ul.detail {
    margin: 0;
    padding-left: 1.1rem;
    /* A long unbroken value (a backup's checksum) breaks rather than starving the other columns. */
    overflow-wrap: anywhere;
  }
  input[type='checkbox'] {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }
  @media (max-width: 719.98px) {
    table,
    tbody,
    tr,
    td {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      border: 1px solid ${color.line};
      border-radius: 6px;
      padding: 0.5rem 0.75rem;
      margin-bottom: 0.75rem;
    }
    tr.unread {
      border-left: 4px solid ${color.amber};
    }
    td {
      border: 0;
      padding: 0.25rem 0;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.85rem;
      font-weight: 600;
      color: ${color.muted};
    }
  }
`;

export type CardColumn<Row> = {
  key: string;
  /** The column's heading; on a phone, each value's label. */
  label: string;
  /** Heard, not seen: the heading of a column of checkboxes, say. */
  labelHidden?: boolean;
  cell: (row: Row) => ReactNode;
};

export function CardTable<Row>({
  caption,
  captionHidden = true,
  columns,
  rows,
  rowKey,
  rowClass,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: CardColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  rowClass?: (row: Row) => string | undefined;
}) {
  return (
    <Wrap>
      <table role="table">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader">
                {column.labelHidden ? (
                  <span className="visually-hidden">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={rowClass?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  data-label={column.labelHidden ? undefined : column.label}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Wrap>
  );
}
