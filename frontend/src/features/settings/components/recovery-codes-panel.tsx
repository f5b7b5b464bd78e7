// Settings › 2FA › Recovery codes: how many are left, and a new set (shown once) on demand.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LifeBuoy, RefreshCw } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';
import { useRecoveryCodesStatus, useRegenerateRecoveryCodes } from '../api/recovery-codes';
import { ReauthenticationCancelled, useReauthentication } from '@/hooks/use-reauthentication';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { SettingsSection } from './settings-section';
import '../second-factor-i18n';

export function RecoveryCodesPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const enabled = !!user?.twoFactorEnabled;
  const status = useRecoveryCodesStatus(enabled);
  const regenerate = useRegenerateRecoveryCodes();
  const { guard, dialog } = useReauthentication();
  const [shown, setShown] = useState<string[] | null>(null);

  function createNew() {
    guard(() => regenerate.mutateAsync())
      .then((reply) => setShown(reply.recovery_codes))
      .catch((failure: unknown) => {
        if (failure instanceof ReauthenticationCancelled) return;
        notify.error(authErrorMessage(failure, 'other', t));
      });
  }

  return (
    <SettingsSection
      icon={<LifeBuoy className="size-5" aria-hidden="true" />}
      title={t('secondFactor.recovery.title')}
    >
      <p className="text-sm leading-relaxed text-fg-muted">{t('secondFactor.recovery.body')}</p>
      {enabled ? (
        <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-fg" data-testid="recovery-codes-left">
            {status.data ? t('secondFactor.recovery.remaining', { count: status.data.remaining }) : '\u00a0'}
          </p>
          <Button variant="secondary" onClick={createNew} disabled={regenerate.isPending}>
            <BusyIcon busy={regenerate.isPending} icon={RefreshCw} />
            {regenerate.isPending
              ? t('secondFactor.recovery.regenerating')
              : t('secondFactor.recovery.regenerate')}
          </Button>
        </div>
      ) : (
        <p className="mt-3 text-sm text-fg-muted">{t('secondFactor.recovery.off')}</p>
      )}
      {dialog}
      {shown && <RecoveryCodesDialog codes={shown} onClose={() => setShown(null)} />}
    </SettingsSection>
  );
}
