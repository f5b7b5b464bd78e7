// A notification's type as an icon in its colour: success green, warning amber, error red, else info blue.
import { CircleAlert, CircleCheck, CircleX, Info, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/class-names';
import { lookOf, type NotificationLook } from '../notifications-state';

const LOOKS: Record<NotificationLook, { icon: LucideIcon; tile: string }> = {
  info: { icon: Info, tile: 'bg-sky-400/12 text-sky-300 ring-sky-400/25' },
  success: { icon: CircleCheck, tile: 'bg-brand-400/12 text-brand-300 ring-brand-400/25' },
  warning: { icon: CircleAlert, tile: 'bg-amber-400/12 text-amber-300 ring-amber-400/25' },
  error: { icon: CircleX, tile: 'bg-danger-500/12 text-danger-300 ring-danger-400/30' },
};

export function NotificationTypeIcon({ type, size = 'md' }: { type: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const look = lookOf(type);
  const { icon: Icon, tile } = LOOKS[look];
  return (
    <span
      role="img"
      aria-label={t(`notifications.types.${look}`)}
      data-look={look}
      className={cx(
        'flex shrink-0 items-center justify-center rounded-xl ring-1 ring-inset',
        tile,
        size === 'sm' ? 'size-8' : 'size-10',
      )}
    >
      <Icon className={size === 'sm' ? 'size-4' : 'size-5'} aria-hidden="true" />
    </span>
  );
}
