// The back office's data tables: dense rows, a sticky-looking header, horizontal scroll on phones.
import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';

interface DataTableProps {
  /** Accessible name of the table. */
  label: string;
  children: ReactNode;
  className?: string;
  /** Shown over the rows while a new page loads. */
  busy?: boolean;
}

export function DataTable({ label, children, className, busy }: DataTableProps) {
  return (
    <div className={cx('relative overflow-x-auto', className)}>
      <table aria-label={label} aria-busy={busy || undefined} className={cx('w-full min-w-max border-collapse text-left text-sm', busy && 'opacity-60 transition-opacity')}>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cx(
        'border-b border-white/8 px-3 py-2.5 text-[11px] font-semibold tracking-[0.08em] whitespace-nowrap text-fg-subtle uppercase first:pl-4 sm:first:pl-5 last:pr-4 sm:last:pr-5',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cx('px-3 py-3 align-middle text-fg-muted first:pl-4 sm:first:pl-5 last:pr-4 sm:last:pr-5', className)} {...props} />;
}

export function Tr({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cx('border-b border-white/[0.05] transition-colors last:border-0 hover:bg-white/[0.025]', className)} {...props} />;
}

/** A full-width row for "nothing here" and loading messages. */
export function MessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-5 py-12 text-center text-sm text-fg-subtle">
        {children}
      </td>
    </tr>
  );
}
