import { Button, Inline } from "@round/ui";
import type { ReactNode } from "react";
import * as styles from "./billingSettings.css";

export interface SettingsColumn<T> {
  header: string;
  /** Figures are aligned to the end. */
  number?: boolean;
  cell: (row: T) => ReactNode;
}

/**
 * A settings card's table of the account's records (test clocks, tax rates): a column each, and for those who
 * may change them a last column with the row's own action and Delete.
 */
export function SettingsTable<T extends { id: string; name: string }>({
  label,
  columns,
  rows,
  actions,
}: {
  label: string;
  columns: readonly SettingsColumn<T>[];
  rows: readonly T[];
  /** Left out for those who may not change the records. */
  actions?: { own: (row: T) => ReactNode; onDelete: (row: T) => void } | null;
}) {
  const cellOf = (column: SettingsColumn<T>) =>
    column.number ? `${styles.cell} ${styles.number}` : styles.cell;
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={cellOf(column)}>
              {column.header}
            </th>
          ))}
          {actions ? (
            <th scope="col" className={styles.cell}>
              <span className={styles.hidden}>Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.header} className={cellOf(column)}>
                {column.cell(row)}
              </td>
            ))}
            {actions ? (
              <td className={styles.cell}>
                <Inline gap="xs">
                  {actions.own(row)}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => actions.onDelete(row)}
                    aria-label={`Delete ${row.name}`}
                  >
                    Delete
                  </Button>
                </Inline>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
