// Notifications: the broadcast to every active user, and what was last sent from here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellRing, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { BroadcastResponse } from '../../admin-contracts';
import { Panel } from '../../components/panel';
import { formatCount, formatTime } from '../../admin-format';
import type { Broadcast } from '../api/broadcast-notification';
import { SendNotificationModal } from './send-notification-modal';

interface LastSent {
  broadcast: Broadcast;
  count: number;
  at: number;
}

export function NotificationsTab() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [lastSent, setLastSent] = useState<LastSent | null>(null);

  return (
    <div className="grid max-w-3xl gap-4">
      <Panel>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-400/12 text-brand-300">
            <BellRing className="size-6" aria-hidden="true" />
          </span>
          <p className="flex-1 text-sm text-fg-muted">{t('notifications.intro')}</p>
          <Button onClick={() => setOpen(true)}>
            <Send className="size-4" aria-hidden="true" />
            {t('notifications.open')}
          </Button>
        </div>
      </Panel>

      {lastSent && (
        <Panel title={t('notifications.lastSent')}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-fg">
              {t('notifications.lastSentDetail', {
                title: lastSent.broadcast.title,
                time: formatTime(lastSent.at),
              })}
            </p>
            <p className="text-sm text-fg-muted">
              {t('notifications.recipients')} :{' '}
              <span className="font-semibold text-fg tabular-nums">{formatCount(lastSent.count)}</span>
            </p>
          </div>
        </Panel>
      )}

      <SendNotificationModal
        open={open}
        onClose={() => setOpen(false)}
        onSent={(broadcast: Broadcast, reply: BroadcastResponse) =>
          setLastSent({ broadcast, count: reply.count, at: Date.now() })
        }
      />
    </div>
  );
}
