import { cx } from '@/lib/class-names';

interface SpinnerProps {
  /** Accessible text; the spinner is announced as a status. */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role="status" className={cx('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-white/15 border-t-brand-300"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
