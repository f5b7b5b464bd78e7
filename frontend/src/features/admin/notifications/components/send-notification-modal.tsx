// 'Send Notification': type, title and message (both required); Send is disabled while sending or
// while either is empty; the result shows inside the modal and a success clears the form. A failure
// leaves the form filled, so Send again retries that broadcast (see useBroadcastNotification).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '../../error-message';
import { currentAccessToken } from '@/lib/auth/auth-client';
import { cx } from '@/lib/class-names';
import { TextAreaField } from '../../components/text-area-field';
import type { BroadcastResponse, NotificationType } from '../../admin-contracts';
import { useBroadcastNotification, type Broadcast } from '../api/broadcast-notification';
import { NotificationTypePicker } from './notification-type-picker';

type Result = { ok: true; text: string } | { ok: false; text: string };

interface SendNotificationModalProps {
  open: boolean;
  onClose: () => void;
  onSent: (broadcast: Broadcast, reply: BroadcastResponse) => void;
}

export function SendNotificationModal({ open, onClose, onSent }: SendNotificationModalProps) {
  const { t } = useTranslation('admin');
  const [type, setType] = useState<NotificationType>('info');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const broadcast = useBroadcastNotification();
  // Set from the first click, before the token is fetched: a second click in that gap (a refresh
  // can take a round trip) must not send the broadcast, which cannot be taken back, twice.
  const submitting = useRef(false);
  const [preparing, setPreparing] = useState(false);
  const sending = preparing || broadcast.isPending;
  const canSend = !sending && title.trim() !== '' && message.trim() !== '';

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!canSend || submitting.current) return;
    submitting.current = true;
    setPreparing(true);
    setResult(null);
    const token = await currentAccessToken().catch(() => null);
    setPreparing(false);
    if (!token) {
      submitting.current = false;
      setResult({ ok: false, text: t('notifications.noToken') });
      return;
    }
    const sent: Broadcast = { type, title: title.trim(), message: message.trim() };
    broadcast.send(sent, token, {
      onSuccess: (reply) => {
        setResult({ ok: true, text: t('notifications.sent', { count: reply.count }) });
        setTitle('');
        setMessage('');
        setType('info');
        onSent(sent, reply);
      },
      onError: (error) => {
        const text = errorMessage(
          error,
          error instanceof ApiError ? t('notifications.sendError') : t('notifications.fallbackError'),
        );
        setResult({ ok: false, text });
      },
      onSettled: () => {
        submitting.current = false;
      },
    });
  }

  function close() {
    if (sending) return;
    setResult(null);
    onClose();
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('notifications.modalTitle')}
      closeLabel={t('notifications.close')}
      className="sm:max-w-lg"
    >
      <form noValidate onSubmit={(event) => void send(event)} className="grid gap-4">
        <NotificationTypePicker value={type} onChange={setType} disabled={sending} />
        <TextField
          label={t('notifications.title')}
          required
          maxLength={200}
          value={title}
          placeholder={t('notifications.titlePlaceholder')}
          onChange={(event) => setTitle(event.target.value)}
          disabled={sending}
          data-autofocus
        />
        <div>
          <TextAreaField
            id="broadcast-message"
            label={t('notifications.message')}
            padded
            required
            maxLength={2000}
            rows={4}
            value={message}
            placeholder={t('notifications.messagePlaceholder')}
            onChange={(event) => setMessage(event.target.value)}
            disabled={sending}
          />
        </div>
        {result && (
          <p
            role={result.ok ? 'status' : 'alert'}
            data-testid="broadcast-result"
            className={cx(
              'flex items-start gap-2 rounded-xl px-3.5 py-2.5 text-sm ring-1 ring-inset',
              result.ok
                ? 'bg-brand-400/10 text-brand-200 ring-brand-400/30'
                : 'bg-danger-500/10 text-danger-300 ring-danger-400/30',
            )}
          >
            {result.ok ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            ) : (
              <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            )}
            {result.text}
          </p>
        )}
        <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={close} disabled={sending}>
            {t('notifications.cancel')}
          </Button>
          <Button type="submit" disabled={!canSend}>
            <Send className="size-4" aria-hidden="true" />
            {sending ? t('notifications.sending') : t('notifications.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
