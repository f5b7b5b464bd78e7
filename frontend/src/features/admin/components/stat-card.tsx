import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';

export type StatTone = 'neutral' | 'brand' | 'gold' | 'danger' | 'info';

const tones: Record<StatTone, string> = {
  neutral: 'text-fg-muted bg-white/6',
  brand: 'text-brand-300 bg-brand-400/12',
  gold: 'text-gold-300 bg-gold-400/12',
  danger: 'text-danger-300 bg-danger-500/12',
  info: 'text-sky-300 bg-sky-400/12',
};

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: StatTone;
  hint?: ReactNode;
  /** Draws attention (anomalies waiting). */
  alert?: boolean;
}

/** One figure of a tab's stat row. */
export function StatCard({ label, value, icon, tone = 'neutral', hint, alert }: StatCardProps) {
  return (
    <div
      className={cx(
        'flex items-center gap-3 rounded-2xl border bg-ink-900/80 px-4 py-3.5 shadow-card',
        alert ? 'border-danger-400/40 ring-1 ring-danger-400/20' : 'border-white/8',
      )}
    >
      {icon && (
        <span
          className={cx(
            'hidden size-10 shrink-0 items-center justify-center rounded-xl sm:flex',
            tones[tone],
          )}
        >
          {icon}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-xs font-medium break-words text-fg-subtle">{label}</p>
        <p className="font-display text-xl font-semibold text-fg tabular-nums">{value}</p>
        {hint && <p className="text-xs break-words text-fg-subtle">{hint}</p>}
      </div>
    </div>
  );
}
