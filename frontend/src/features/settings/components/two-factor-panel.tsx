// Settings › 2FA › Email code: setup, then the emailed code, then back to setup. It speaks of the
// emailed code only: the account may have two-factor on through an app while this is off.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, ShieldCheck, ShieldOff, ShieldPlus } from 'lucide-react';
import { AddressText } from '@/components/ui/address-text';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CodeForm } from '@/components/ui/code-form';
import { useAuth } from '@/lib/auth/auth-context';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSendTwoFactorSetup } from '../api/send-two-factor-setup';
import { ReauthenticationCancelled, useReauthentication } from '@/hooks/use-reauthentication';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { SettingsSection } from './settings-section';
import { useCodeFormLabels } from '@/hooks/use-code-form-labels';
import '../second-factor-i18n';

export type TwoFactorStage = 'setup' | 'verification';

export function TwoFactorPanel() {
  const { t } = useTranslation();
  const codeLabels = useCodeFormLabels();
  const { user } = useAuth();
  const [stage, setStage] = useState<TwoFactorStage>('setup');
  const send = useSendTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const { guard, dialog } = useReauthentication();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (!user) return null;
  const enabled = user.emailFactorEnabled;

  function sendCode() {
    guard(() => send.mutateAsync(user!.email))
      .then(() => {
        notify.success(t('auth.toasts.twoFactorCodeSent'));
        setStage('verification');
      })
      .catch((failure: unknown) => {
        if (!(failure instanceof ReauthenticationCancelled))
          notify.error(authErrorMessage(failure, 'twoFactorSend', t));
      });
  }

  function verify(code: string, refuse: (message: string) => void) {
    enable.mutate(
      { email: user!.email, code },
      {
        onSuccess: (codes) => {
          notify.success(t('auth.toasts.twoFactorEnabled'));
          setStage('setup');
          if (codes) setRecoveryCodes(codes);
        },
        onError: (failure) => {
          const message = authErrorMessage(failure, 'twoFactorVerify', t);
          notify.error(message);
          refuse(message);
        },
      },
    );
  }

  function turnOff() {
    guard(() => disable.mutateAsync())
      .then(() => notify.success(t('secondFactor.email.disabled')))
      .catch((failure: unknown) => {
        if (!(failure instanceof ReauthenticationCancelled))
          notify.error(authErrorMessage(failure, 'other', t));
      });
  }

  const status = (
    <Badge tone={enabled ? 'brand' : 'neutral'}>
      {enabled ? (
        <ShieldCheck className="size-3.5" aria-hidden="true" />
      ) : (
        <ShieldOff className="size-3.5" aria-hidden="true" />
      )}
      {enabled ? t('secondFactor.email.on') : t('secondFactor.email.off')}
    </Badge>
  );

  return (
    <SettingsSection
      icon={<Mail className="size-5" aria-hidden="true" />}
      title={t('secondFactor.email.title')}
      aside={status}
    >
      {stage === 'setup' ? (
        <div>
          <p className="text-sm leading-relaxed text-fg-muted">{t('secondFactor.email.body')}</p>
          {enabled && (
            <p className="mt-2 text-sm break-words text-fg">
              {t('settings.twoFactor.enabledBody', { address: user.email })}
            </p>
          )}
          <div className="mt-6">
            {enabled ? (
              <Button variant="danger" onClick={turnOff} disabled={disable.isPending}>
                <BusyIcon busy={disable.isPending} icon={ShieldOff} />
                {disable.isPending ? t('settings.twoFactor.disabling') : t('secondFactor.email.disable')}
              </Button>
            ) : (
              <Button onClick={sendCode} disabled={send.isPending}>
                <BusyIcon busy={send.isPending} icon={ShieldPlus} />
                {send.isPending ? t('settings.twoFactor.sending') : t('secondFactor.email.enable')}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <div className="grid max-w-md gap-5">
          <div>
            <h3 className="font-semibold text-fg">{t('settings.twoFactor.verifyTitle')}</h3>
            <p className="mt-1 text-sm text-fg-muted">
              <AddressText i18nKey="settings.twoFactor.verifyBody" address={user.email} />
            </p>
          </div>
          <CodeForm
            {...codeLabels}
            errorId="two-factor-setup-error"
            disabled={enable.isPending}
            onCode={verify}
          >
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="submit" disabled={enable.isPending}>
                <BusyIcon busy={enable.isPending} icon={ShieldCheck} />
                {enable.isPending ? t('settings.twoFactor.verifying') : t('settings.twoFactor.verify')}
              </Button>
              <Button variant="secondary" onClick={() => setStage('setup')} disabled={enable.isPending}>
                {t('settings.twoFactor.cancel')}
              </Button>
            </div>
          </CodeForm>
        </div>
      )}
      {dialog}
      {recoveryCodes && <RecoveryCodesDialog codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />}
    </SettingsSection>
  );
}
