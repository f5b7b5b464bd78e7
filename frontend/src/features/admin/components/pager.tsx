// Numbered pager: Previous, up to five page buttons, an ellipsis and the last page, Next.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cx } from '@/lib/class-names';
import { pageButtons } from '../pagination';

export interface PagerLabels {
  label: string;
  previous: string;
  next: string;
  /** "Page {n}" for the buttons' accessible names. */
  page: (page: number) => string;
  morePages: string;
}

interface PagerProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  labels: PagerLabels;
  className?: string;
}

const buttonBase =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-sm font-medium tabular-nums transition disabled:pointer-events-none disabled:opacity-40';

export function Pager({ page, pages, onPageChange, labels, className }: PagerProps) {
  return (
    <nav aria-label={labels.label} className={cx('flex items-center gap-1', className)}>
      <button
        type="button"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        className={cx(buttonBase, 'gap-1 text-fg-muted hover:bg-white/6 hover:text-fg')}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{labels.previous}</span>
        <span className="sr-only sm:hidden">{labels.previous}</span>
      </button>
      {pageButtons(page, pages).map((button, index) =>
        button === 'ellipsis' ? (
          <span
            key={`ellipsis-${index}`}
            aria-label={labels.morePages}
            role="img"
            className="px-1 text-fg-subtle"
          >
            …
          </span>
        ) : (
          <button
            key={button}
            type="button"
            onClick={() => onPageChange(button)}
            aria-label={labels.page(button)}
            aria-current={button === page ? 'page' : undefined}
            className={cx(
              buttonBase,
              button === page
                ? 'bg-brand-400/15 text-brand-200 ring-1 ring-brand-400/40 ring-inset'
                : 'text-fg-muted hover:bg-white/6 hover:text-fg',
            )}
          >
            {button}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pages}
        className={cx(buttonBase, 'gap-1 text-fg-muted hover:bg-white/6 hover:text-fg')}
      >
        <span className="hidden sm:inline">{labels.next}</span>
        <span className="sr-only sm:hidden">{labels.next}</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
