// Whether the live list is being pushed: 'En direct', connecting, or interrupted (then polled).
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/class-names';
import type { LiveState } from '../hooks/use-live-visitors';

export function LiveBadge({ state }: { state: LiveState }) {
  const { t } = useTranslation('admin');
  return (
    <span role="status" className="inline-flex items-center gap-2 text-xs font-medium text-fg-muted">
      <span
        aria-hidden="true"
        className={cx(
          'size-2 rounded-full',
          state === 'live'
            ? 'animate-pulse bg-brand-400'
            : state === 'connecting'
              ? 'bg-amber-300'
              : 'bg-danger-400',
        )}
      />
      {t(`traffic.connection.${state}`)}
    </span>
  );
}
