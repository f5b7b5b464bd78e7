import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';

export type PillTone = 'green' | 'amber' | 'red' | 'gray' | 'blue' | 'gold';

const tones: Record<PillTone, string> = {
  green: 'bg-brand-400/12 text-brand-300 ring-brand-400/25',
  amber: 'bg-amber-400/12 text-amber-300 ring-amber-400/25',
  red: 'bg-danger-500/12 text-danger-300 ring-danger-400/30',
  gray: 'bg-white/6 text-fg-muted ring-white/10',
  blue: 'bg-sky-400/12 text-sky-300 ring-sky-400/25',
  gold: 'bg-gold-400/12 text-gold-300 ring-gold-400/25',
};

/** A small status badge with a coloured dot. */
export function StatusPill({
  tone,
  children,
  dot = true,
}: {
  tone: PillTone;
  children: ReactNode;
  dot?: boolean;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {dot && <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />}
      {children}
    </span>
  );
}
