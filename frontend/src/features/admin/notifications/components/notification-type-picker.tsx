// The broadcast's type: Info, Success, Warning or Error, as a radio group of buttons.
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, CircleX, Info, type LucideIcon } from 'lucide-react';
import { cx } from '@/lib/class-names';
import { NOTIFICATION_TYPES, type NotificationType } from '../../admin-contracts';

const LOOKS: Record<NotificationType, { icon: LucideIcon; on: string }> = {
  info: { icon: Info, on: 'bg-sky-400/15 text-sky-200 ring-sky-400/50' },
  success: { icon: CircleCheck, on: 'bg-brand-400/15 text-brand-200 ring-brand-400/50' },
  warning: { icon: CircleAlert, on: 'bg-amber-400/15 text-amber-200 ring-amber-400/50' },
  error: { icon: CircleX, on: 'bg-danger-500/15 text-danger-300 ring-danger-400/50' },
};

interface NotificationTypePickerProps {
  value: NotificationType;
  onChange: (type: NotificationType) => void;
  disabled?: boolean;
}

export function NotificationTypePicker({ value, onChange, disabled }: NotificationTypePickerProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('notifications.type')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {NOTIFICATION_TYPES.map((type) => {
          const { icon: Icon, on } = LOOKS[type];
          const checked = type === value;
          return (
            <label
              key={type}
              className={cx(
                'flex cursor-pointer items-center justify-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium ring-1 transition ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300',
                checked ? on : 'text-fg-muted ring-white/10 hover:bg-white/5 hover:text-fg',
              )}
            >
              <input
                type="radio"
                name="notification-type"
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden="true" />
              {t(`notifications.types.${type}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
