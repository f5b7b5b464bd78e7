import type { HTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';

type Tone = 'brand' | 'gold' | 'neutral' | 'danger';

const tones: Record<Tone, string> = {
  brand: 'bg-brand-400/12 text-brand-300 ring-brand-400/25',
  gold: 'bg-gold-400/12 text-gold-300 ring-gold-400/25',
  neutral: 'bg-white/6 text-fg-muted ring-white/10',
  danger: 'bg-danger-500/12 text-danger-300 ring-danger-400/30',
};

export function Badge({
  tone = 'brand',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
