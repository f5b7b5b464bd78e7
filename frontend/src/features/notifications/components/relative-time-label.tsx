import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { relativeTime } from '../relative-time';

/** "5m ago", with the full date on hover and for assistive tech. */
export function RelativeTimeLabel({
  date,
  now,
  className,
}: {
  date: string;
  now: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const time = relativeTime(date, now);
  const text =
    time.unit === 'now'
      ? t('notifications.time.justNow')
      : t(`notifications.time.${time.unit}`, { n: time.value });
  const valid = Number.isFinite(new Date(date).getTime());
  return (
    <time
      dateTime={valid ? new Date(date).toISOString() : undefined}
      title={valid ? formatDateTime(date, i18n.language) : undefined}
      className={className}
    >
      {text}
    </time>
  );
}
