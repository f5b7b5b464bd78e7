// One list of the back office: its stat cards, a panel with a search (typing goes back to the first
// page) and the tab's filters, the load error or the table, and a footer with the pager. The tabs
// bring their own query, columns and rows; on a phone the table's rows become cards (table.tsx).
import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { usePagerLabels } from '../../hooks/use-pager-labels';
import { clampPage } from '../../pagination';
import { LoadError } from '../load-error';
import { PageStepper } from '../page-stepper';
import { Pager, type PagerLabels } from '../pager';
import { Panel } from '../panel';
import { SearchField } from '../search-field';
import { StatCard, type StatTone } from '../stat-card';

export interface Stat {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: StatTone;
  alert?: boolean;
}

export interface ListSearch {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  clearLabel: string;
  className?: string;
  /** In the panel's heading (beside the title), or at the head of the filter row. */
  placement: 'heading' | 'filters';
}

export interface ListPaging {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Numbered buttons (the default), or previous / 'page / total' / next. */
  style?: 'numbers' | 'stepper';
  /** The numbered pager's words; the back office's French ones by default. */
  labels?: PagerLabels;
  /** Shown without a second page too. */
  always?: boolean;
}

interface DataTablePanelProps {
  stats?: readonly Stat[];
  /** The stat row's grid (its columns per width). */
  statsClassName?: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons of the panel's heading. */
  actions?: ReactNode;
  className?: string;
  search?: ListSearch;
  /** The tab's filters and buttons, in a row above the table after the search. */
  filters?: ReactNode;
  filtersClassName?: string;
  /** The load failed with nothing to show: said in place of the table, with a retry. */
  error?: { message: string; onRetry: () => void } | null;
  paging: ListPaging;
  /** The footer's start: what the page shows, or how many rows a page holds. */
  footerStart?: ReactNode;
  /** The table (DataTable and its rows). */
  children: ReactNode;
}

export function DataTablePanel({
  stats,
  statsClassName,
  title,
  subtitle,
  actions,
  className,
  search,
  filters,
  filtersClassName,
  error,
  paging,
  footerStart,
  children,
}: DataTablePanelProps) {
  const frenchLabels = usePagerLabels();
  const { page, pages, onPageChange, style = 'numbers', labels = frenchLabels, always } = paging;
  const goTo = (next: number) => onPageChange(clampPage(next, pages));
  const searchField = search && (
    <SearchField
      label={search.label}
      placeholder={search.placeholder}
      value={search.value}
      onChange={(value) => {
        search.onChange(value);
        onPageChange(1);
      }}
      clearLabel={search.clearLabel}
      className={search.className}
    />
  );
  const heading = search?.placement === 'heading' ? searchField : undefined;
  const filterRow = search?.placement === 'filters' ? searchField : undefined;
  const showPager = always || pages > 1;

  return (
    <>
      {stats && (
        <div className={statsClassName}>
          {stats.map((stat) => (
            <StatCard key={stat.label} {...stat} />
          ))}
        </div>
      )}
      <Panel flush title={title} subtitle={subtitle} actions={heading ?? actions} className={className}>
        {(filterRow || filters) && (
          <div
            className={cx(
              'flex flex-col gap-3 border-b border-white/8 px-4 py-3.5 sm:px-5',
              filtersClassName,
            )}
          >
            {filterRow}
            {filters}
          </div>
        )}
        {error ? <LoadError message={error.message} onRetry={error.onRetry} /> : children}
        {(showPager || footerStart) && (
          <footer
            className={cx(
              'flex flex-wrap items-center gap-3 border-t border-white/8 px-4 py-3 sm:px-5',
              footerStart ? 'justify-between' : 'justify-end',
            )}
          >
            {footerStart}
            {showPager &&
              (style === 'stepper' ? (
                <PageStepper page={page} pages={pages} onPageChange={goTo} />
              ) : (
                <Pager page={page} pages={pages} onPageChange={goTo} labels={labels} />
              ))}
          </footer>
        )}
      </Panel>
    </>
  );
}
