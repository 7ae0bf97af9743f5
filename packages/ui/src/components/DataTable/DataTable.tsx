import { useVirtualizer } from "@tanstack/react-virtual";
import {
  type ForwardedRef,
  forwardRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from "../../icons";
import { cx } from "../../utils/cx";
import { placeholder } from "../../utils/placeholder.css";
import { visuallyHidden } from "../../utils/visuallyHidden.css";
import { EmptyState } from "../EmptyState";
import type { RouterLinkComponent } from "../Link";
import * as styles from "./DataTable.css";

export type SortDirection = "asc" | "desc";

export interface DataTableSort {
  /** The `key` of the sorted column. */
  key: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: Row) => string | number;
  /** 'end' for figures (they also get tabular numbers). */
  align?: "start" | "center" | "end";
  /** A fixed width (px or any CSS length); columns without one share the rest. */
  width?: number | string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** A visible title for the table, also its accessible name. */
  caption?: ReactNode;
  /** The accessible name when there is no caption. */
  "aria-label"?: string;
  /** The sort in force (controlled). */
  sort?: DataTableSort | null;
  /** The initial sort when uncontrolled. */
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** The rows already come sorted (by the server): only the header state changes. */
  manualSorting?: boolean;
  /** Makes each row a link: the first cell holds a real link, and a click anywhere on the row follows it. */
  getRowHref?: (row: Row) => string;
  /** A router link to render instead of a plain `<a>`. */
  linkAs?: RouterLinkComponent;
  /** Shows placeholder rows and marks the table busy. */
  loading?: boolean;
  loadingLabel?: string;
  /** How many placeholder rows to show while loading. */
  loadingRows?: number;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  emptyIcon?: ReactNode;
  /** The most the table grows to, in px, before its body scrolls under a sticky header. */
  height?: number;
  /** The table's narrowest width, in px; narrower screens scroll it sideways. */
  minWidth?: number;
  /** A first guess of a row's height; rows are measured as they render. */
  estimateRowHeight?: number;
  /** Rows rendered beyond the visible ones, above and below. */
  overscan?: number;
  className?: string;
}

const collator = new Intl.Collator("en-US", { numeric: true, sensitivity: "base" });

function compare(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/** Rows sorted by a column's `sortValue` (a stable sort, so ties keep their order). */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly DataTableColumn<Row>[],
  sort: DataTableSort | null | undefined,
): readonly Row[] {
  const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
  const value = column?.sortValue;
  if (!sort || !value) return rows;
  const factor = sort.direction === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => factor * compare(value(a), value(b)));
}

/** The next sort after activating a column's header: ascending first, then flipping. */
export function nextSort(current: DataTableSort | null | undefined, key: string): DataTableSort {
  if (current?.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: "asc" };
}

const INTERACTIVE =
  "a, button, input, select, textarea, label, summary, [role='button'], [role='menuitem'], [tabindex]";

function cssSize(width: number | string | undefined) {
  return typeof width === "number" ? `${width}px` : width;
}

function DataTableInner<Row>(
  {
    columns,
    rows,
    getRowId,
    caption,
    "aria-label": ariaLabel,
    sort: sortProp,
    defaultSort = null,
    onSortChange,
    manualSorting = false,
    getRowHref,
    linkAs: LinkComponent,
    loading = false,
    loadingLabel = "Loading",
    loadingRows = 5,
    emptyTitle,
    emptyDescription,
    emptyAction,
    emptyIcon,
    height = 480,
    minWidth = 640,
    estimateRowHeight = 53,
    overscan = 8,
    className,
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const captionId = useId();
  const scrollRef = useRef<HTMLElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [innerSort, setInnerSort] = useState<DataTableSort | null>(defaultSort);
  const sort = sortProp === undefined ? innerSort : sortProp;

  const sortedRows = useMemo(
    () => (manualSorting ? rows : sortRows(rows, columns, sort)),
    [rows, columns, sort, manualSorting],
  );

  const virtualizer = useVirtualizer({
    count: loading ? 0 : sortedRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    overscan,
    getItemKey: (index) => {
      const row = sortedRows[index];
      return row === undefined ? index : getRowId(row);
    },
    // Renders a first screen of rows before the container is measured (and on the server).
    initialRect: { width: 0, height },
  });

  // The scroll area is a Tab stop only when it scrolls, so keyboard users can scroll it.
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const scroller = scrollRef.current;
    const table = tableRef.current;
    if (!scroller || !table || typeof ResizeObserver === "undefined") return;
    const check = () =>
      setScrollable(
        scroller.scrollHeight > scroller.clientHeight + 1 || scroller.scrollWidth > scroller.clientWidth + 1,
      );
    const observer = new ResizeObserver(check);
    observer.observe(scroller);
    observer.observe(table);
    check();
    return () => observer.disconnect();
  }, []);

  const changeSort = (key: string) => {
    const next = nextSort(sort, key);
    if (sortProp === undefined) setInnerSort(next);
    onSortChange?.(next);
    // A new order starts at its top.
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };

  const followRowLink = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.button !== 0) return;
    const target = event.target as Element;
    // Clicks on the link itself or on another control in the row keep their own meaning.
    if (target.closest(INTERACTIVE) && target.closest(INTERACTIVE) !== event.currentTarget) return;
    // Selecting text in a row is not a click on it.
    if (window.getSelection()?.toString()) return;
    const link = event.currentTarget.querySelector<HTMLAnchorElement>("a[href]");
    if (!link) return;
    link.dispatchEvent(
      new globalThis.MouseEvent("click", {
        bubbles: true,
        cancelable: true,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
      }),
    );
  };

  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length > 0 ? totalSize - (items[items.length - 1]?.end ?? 0) : 0;
  const columnCount = columns.length;
  const empty = !loading && sortedRows.length === 0;
  const name = caption ? undefined : ariaLabel;

  const renderFirstCell = (row: Row, content: ReactNode) => {
    const href = getRowHref?.(row);
    if (href === undefined) return content;
    if (LinkComponent) {
      return (
        <LinkComponent to={href} className={styles.rowLink}>
          {content}
        </LinkComponent>
      );
    }
    return (
      <a href={href} className={styles.rowLink}>
        {content}
      </a>
    );
  };

  return (
    <div ref={ref} className={cx(styles.root, className)}>
      {caption ? (
        // The caption is shown here, outside the scroll area, so it stays in view, and names the scroll area
        // and the table (a second, hidden copy inside the table was read and copied as a second heading).
        <div id={captionId} className={styles.caption}>
          {caption}
        </div>
      ) : null}
      {/* A named region, a Tab stop while it scrolls, so keyboard users can scroll it. */}
      <section
        ref={scrollRef}
        className={styles.scroller}
        style={{ maxHeight: height }}
        aria-labelledby={caption ? captionId : undefined}
        aria-label={name}
        tabIndex={scrollable ? 0 : undefined}
      >
        <table
          ref={tableRef}
          className={styles.table}
          style={{ minWidth }}
          aria-label={name}
          aria-labelledby={caption ? captionId : undefined}
          aria-busy={loading || undefined}
          aria-rowcount={loading || empty ? undefined : sortedRows.length + 1}
        >
          <colgroup>
            {columns.map((column) => (
              <col
                key={column.key}
                style={column.width !== undefined ? { width: cssSize(column.width) } : undefined}
              />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined;
                const SortGlyph =
                  sorted === "asc" ? ArrowUpIcon : sorted === "desc" ? ArrowDownIcon : SortIcon;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={styles.headerCell}
                    data-align={column.align}
                    aria-sort={sorted ? (sorted === "asc" ? "ascending" : "descending") : undefined}
                  >
                    {column.sortValue && !loading && !empty ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => changeSort(column.key)}
                      >
                        <span className={styles.sortLabel}>{column.header}</span>
                        <SortGlyph size={14} className={styles.sortIcon} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: loadingRows }, (_, index) => (
                  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a placeholder row, with nothing focusable in it
                  <tr key={index} aria-hidden="true">
                    {columns.map((column) => (
                      <td key={column.key} className={styles.cell} data-align={column.align}>
                        <span className={cx(placeholder, styles.placeholderCell)} />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {empty ? (
              <tr>
                <td colSpan={columnCount} className={styles.emptyCell}>
                  <EmptyState
                    title={emptyTitle}
                    description={emptyDescription}
                    action={emptyAction}
                    icon={emptyIcon}
                  />
                </td>
              </tr>
            ) : null}
            {paddingTop > 0 ? (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer standing in for the rows scrolled out of view
              <tr aria-hidden="true">
                <td colSpan={columnCount} className={styles.spacer} style={{ height: paddingTop }} />
              </tr>
            ) : null}
            {items.map((item) => {
              const row = sortedRows[item.index];
              if (row === undefined) return null;
              const linked = getRowHref !== undefined;
              return (
                <tr
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  aria-rowindex={item.index + 2}
                  className={styles.row}
                  data-linked={linked || undefined}
                  onClick={linked ? followRowLink : undefined}
                >
                  {columns.map((column, index) => (
                    <td key={column.key} className={styles.cell} data-align={column.align}>
                      {index === 0 ? renderFirstCell(row, column.cell(row)) : column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
            {paddingBottom > 0 ? (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer standing in for the rows not yet scrolled to
              <tr aria-hidden="true">
                <td colSpan={columnCount} className={styles.spacer} style={{ height: paddingBottom }} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </section>
      <div role="status" className={visuallyHidden}>
        {loading ? loadingLabel : ""}
      </div>
    </div>
  );
}

/**
 * A sortable table of rows, virtualized so thousands of rows scroll smoothly. It stays a real `<table>`
 * (spacer rows stand in for the rows out of view), so screen readers keep table navigation, and
 * `aria-rowcount` / `aria-rowindex` tell them the true size.
 */
export const DataTable = forwardRef(DataTableInner) as <Row>(
  props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;
