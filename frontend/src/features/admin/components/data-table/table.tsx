// The back office's data tables: dense rows whose long values wrap inside their cell, so the row's
// actions stay in view; on a phone each row is a card of labelled lines (styles/app.css, .data-table).
import { useLayoutEffect, useRef, type HTMLAttributes, type ReactNode, type TdHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/class-names';
import { useHorizontalOverflow } from '../../hooks/use-horizontal-overflow';

/** The catalogue sections of the tables that name their texts alike: tableLabel, empty and columns.*. */
type TableTexts =
  | 'audit'
  | 'credits'
  | 'credits.history'
  | 'credits.spends'
  | 'history'
  | 'ipBans.list'
  | 'serviceKeys.list'
  | 'traffic'
  | 'transactions'
  | 'users';

/**
 * A table's name, empty text and columns from its section of the catalogue: a header for each key
 * (`columns.<key>`), the `right` ones (figures, actions) aligned right. Spread into `DataTable`.
 */
export function useTableTexts<Key extends string>(
  section: TableTexts,
  keys: readonly Key[],
  right: readonly Key[] = [],
): Pick<DataTableProps<unknown>, 'label' | 'empty' | 'columns'> {
  const { t } = useTranslation('admin');
  return {
    label: t(`${section}.tableLabel`),
    empty: t(`${section}.empty`),
    columns: keys.map((key) => ({
      header: t(`${section}.columns.${key}` as `${TableTexts}.tableLabel`),
      alignRight: right.includes(key),
    })),
  };
}

export interface Column {
  header: string;
  /** Figures and actions: the header sits right, over its cells. */
  alignRight?: boolean;
}

interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  columns: readonly Column[];
  rows: readonly Row[];
  /** The first load: a spinner stands in for the rows. */
  loading: boolean;
  /** Said in place of the rows when there are none. */
  empty: string;
  /** Shown over the rows while a new page loads. */
  busy?: boolean;
  className?: string;
  /** One keyed `<Tr>` a row. */
  children: (row: Row) => ReactNode;
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  loading,
  empty,
  busy,
  className,
  children,
}: DataTableProps<Row>) {
  const { t } = useTranslation('admin');
  const scroller = useRef<HTMLDivElement>(null);
  // A table wider than its box scrolls sideways: keyboard users can then focus it to scroll it.
  const scrolls = useHorizontalOverflow(scroller);
  // Each cell carries its column's header, which the phone layout shows before the value.
  useLayoutEffect(() => {
    for (const row of Array.from(scroller.current?.querySelectorAll('tbody > tr') ?? [])) {
      const cells = Array.from(row.children) as HTMLElement[];
      if (cells.length !== columns.length) continue;
      cells.forEach((cell, index) => (cell.dataset.label = columns[index].header));
    }
  });
  return (
    <div
      ref={scroller}
      className={cx(
        'relative overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-300',
        className,
      )}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      <table
        aria-label={label}
        aria-busy={busy || undefined}
        className={cx(
          'data-table w-full border-collapse text-left text-sm',
          busy && 'opacity-60 transition-opacity',
        )}
      >
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cx(
                  'border-b border-white/8 px-3 py-2.5 text-[11px] font-semibold tracking-[0.08em] whitespace-nowrap text-fg-subtle uppercase first:pl-4 sm:first:pl-5 last:pr-4 sm:last:pr-5',
                  column.alignRight && 'text-right',
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <MessageRow colSpan={columns.length}>
              <Spinner label={t('shell.loading')} />
            </MessageRow>
          ) : rows.length === 0 ? (
            <MessageRow colSpan={columns.length}>{empty}</MessageRow>
          ) : (
            rows.map((row) => children(row))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `wide`: a cell of prose (an audit entry's details, a spend's description and metadata), which a
 * phone shows under its label across the whole card rather than squeezed beside it.
 */
export function Td({
  className,
  wide,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { wide?: boolean }) {
  return (
    <td
      className={cx(
        'px-3 py-3 align-middle text-fg-muted first:pl-4 sm:first:pl-5 last:pr-4 sm:last:pr-5',
        className,
      )}
      {...(wide ? { 'data-wide': '' } : {})}
      {...props}
    />
  );
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={cx(
        'border-b border-white/[0.05] transition-colors last:border-0 hover:bg-white/[0.025]',
        className,
      )}
      {...props}
    />
  );
}

/** A cell's main line over a smaller, fainter one. */
export function CellLines({ children, sub }: { children: ReactNode; sub: ReactNode }) {
  return (
    <div className="flex flex-col">
      <span className="text-fg">{children}</span>
      <span className="text-xs text-fg-subtle">{sub}</span>
    </div>
  );
}

/** A full-width row for "nothing here" and loading messages. */
function MessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-5 py-12 text-center text-sm text-fg-subtle">
        {children}
      </td>
    </tr>
  );
}
