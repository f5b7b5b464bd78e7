// "Sign out this session?" for one session, or "Sign out all other sessions?": the sessions end at
// once, their tokens and live connections with them.
import { useTranslation } from 'react-i18next';
import { LogOut } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/lib/toast';
import { useEndAccountSession } from '../api/end-account-session';
import type { AccountSessionView } from '../api/get-account-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { deviceName, placeOf } from '../session-device';
import '../sessions-i18n';

/** `session`: that one; 'others': every session but this one; null: closed. */
export type EndTarget = AccountSessionView | 'others' | null;

export function EndSessionDialog({ target, onClose }: { target: EndTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const endOne = useEndAccountSession();
  const endOthers = useSignOutOtherSessions();
  if (!target) return null;
  const pending = endOne.isPending || endOthers.isPending;
  const others = target === 'others';

  function close() {
    if (!pending) onClose();
  }

  function confirm() {
    if (target === 'others') {
      endOthers.mutate(undefined, {
        onSuccess: ({ ended }) => {
          notify.success(t('accountSessions.endOthers.done', { count: ended }));
          onClose();
        },
        onError: () => notify.error(t('accountSessions.endOthers.failed')),
      });
    } else if (target) {
      endOne.mutate(target.id, {
        onSuccess: () => {
          notify.success(t('accountSessions.end.done'));
          onClose();
        },
        onError: () => notify.error(t('accountSessions.end.failed')),
      });
    }
  }

  const copy = others ? 'endOthers' : 'end';
  return (
    <Modal
      onClose={close}
      title={t(`accountSessions.${copy}.title`)}
      description={
        target === 'others'
          ? t('accountSessions.endOthers.body')
          : t('accountSessions.end.body', { device: deviceName(target, t), place: placeOf(target, t) })
      }
      closeLabel={t(`accountSessions.${copy}.close`)}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={close} disabled={pending} data-autofocus>
          {t(`accountSessions.${copy}.cancel`)}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={pending}>
          <BusyIcon busy={pending} icon={LogOut} />
          {pending ? t(`accountSessions.${copy}.ending`) : t(`accountSessions.${copy}.confirm`)}
        </Button>
      </div>
    </Modal>
  );
}
