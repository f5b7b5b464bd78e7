import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Adds a soft emerald ring, for the highlighted card of a group. */
  highlight?: boolean;
}

export function Card({ highlight, className, ...props }: CardProps) {
  return (
    <div
      className={cx(
        'rounded-2xl border bg-ink-900/80 shadow-card backdrop-blur-sm',
        highlight ? 'border-brand-400/40 ring-1 ring-brand-400/20' : 'border-white/8',
        className,
      )}
      {...props}
    />
  );
}
