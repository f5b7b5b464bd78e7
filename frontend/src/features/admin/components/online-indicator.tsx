// The header's online/offline indicator, driven by the browser's online and offline events.
import { useTranslation } from 'react-i18next';
import { Wifi, WifiOff } from 'lucide-react';
import { cx } from '@/lib/class-names';
import { useOnlineStatus } from '../hooks/use-online-status';

export function OnlineIndicator() {
  const { t } = useTranslation('admin');
  const online = useOnlineStatus();
  const Icon = online ? Wifi : WifiOff;
  return (
    <span
      role="status"
      title={online ? undefined : t('shell.offlineHint')}
      className={cx(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-medium ring-1 ring-inset',
        online
          ? 'bg-brand-400/10 text-brand-300 ring-brand-400/25'
          : 'bg-danger-500/12 text-danger-300 ring-danger-400/30',
      )}
    >
      <span className="relative flex size-2">
        {online && (
          <span
            aria-hidden="true"
            className="absolute inline-flex size-full animate-ping rounded-full bg-brand-400 opacity-60"
          />
        )}
        <span
          aria-hidden="true"
          className={cx(
            'relative inline-flex size-2 rounded-full',
            online ? 'bg-brand-400' : 'bg-danger-400',
          )}
        />
      </span>
      <Icon className="size-3.5" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{online ? t('shell.online') : t('shell.offline')}</span>
    </span>
  );
}
