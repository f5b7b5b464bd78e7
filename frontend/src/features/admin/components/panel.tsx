// A titled surface of a tab: a heading row with optional actions, then its content.
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/class-names';

interface PanelProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Content padding; tables go edge to edge. */
  flush?: boolean;
  /** id for aria-labelledby on the section. */
  id?: string;
}

export function Panel({ title, subtitle, actions, children, className, flush, id }: PanelProps) {
  return (
    <Card className={cx('overflow-hidden', className)}>
      <section aria-labelledby={title && id ? id : undefined}>
        {(title || actions) && (
          <header className="flex flex-wrap items-center justify-between gap-3 border-b border-white/8 px-4 py-3.5 sm:px-5">
            <div className="min-w-0">
              {title && (
                <h2 id={id} className="font-sans text-base font-semibold tracking-normal text-fg">
                  {title}
                </h2>
              )}
              {subtitle && <p className="mt-0.5 text-xs text-fg-subtle">{subtitle}</p>}
            </div>
            {actions && <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">{actions}</div>}
          </header>
        )}
        <div className={flush ? undefined : 'p-4 sm:p-5'}>{children}</div>
      </section>
    </Card>
  );
}
