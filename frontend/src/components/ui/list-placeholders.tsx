import { RotateCw } from 'lucide-react';
import { cx } from '@/lib/class-names';
import { Button } from './button';

interface SkeletonRowsProps {
  /** What is loading, for assistive tech. */
  label: string;
  rows: number;
  /** The height of a row. */
  rowHeight: string;
  className?: string;
}

/** Pulsing rows in place of a list while it loads. */
export function SkeletonRows({ label, rows, rowHeight, className }: SkeletonRowsProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={cx(rowHeight, 'animate-pulse rounded-xl bg-white/4')} />
      ))}
    </div>
  );
}

/** A list that failed to load, in its place: what went wrong and a retry. */
export function ListLoadError({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl bg-danger-500/[0.06] px-4 py-8 text-center"
    >
      <p className="text-sm text-danger-300">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {retry}
      </Button>
    </div>
  );
}
