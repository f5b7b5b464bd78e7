import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/class-names';

interface SettingsSectionProps {
  icon: ReactNode;
  title: ReactNode;
  /** Beside the title (a status badge). */
  aside?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

/** One card of the settings page: an icon, a title and its content. */
export function SettingsSection({ icon, title, aside, children, tone = 'default' }: SettingsSectionProps) {
  return (
    <Card className={cx('p-5 sm:p-8', tone === 'danger' && 'border-danger-400/30 bg-danger-500/[0.04]')}>
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={cx(
            'flex size-10 shrink-0 items-center justify-center rounded-xl ring-1',
            tone === 'danger'
              ? 'bg-danger-500/12 text-danger-300 ring-danger-400/30'
              : 'bg-brand-400/12 text-brand-300 ring-brand-400/30',
          )}
        >
          {icon}
        </span>
        <h2
          className={cx(
            'mr-auto text-lg font-semibold sm:text-xl',
            tone === 'danger' ? 'text-danger-300' : 'text-fg',
          )}
        >
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
