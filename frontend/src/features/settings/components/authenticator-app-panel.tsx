// Settings › 2FA › Authenticator app: the apps set up, adding one (QR code and setup key, then a
// first code) and removing one. Adding the account's first second factor shows its recovery codes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy, Plus, Smartphone, Trash2 } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CodeForm } from '@/components/ui/code-form';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { ApiError } from '@/lib/api-error';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import {
  useAuthenticatorApps,
  useConfirmAuthenticator,
  useEnrollAuthenticator,
  useRemoveAuthenticator,
  type Enrolment,
} from '../api/authenticator-apps';
import { ReauthenticationCancelled, useReauthentication } from '@/hooks/use-reauthentication';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { SettingsSection } from './settings-section';
import '../second-factor-i18n';
import { useCodeFormLabels } from '@/hooks/use-code-form-labels';

export function AuthenticatorAppPanel() {
  const { t, i18n } = useTranslation();
  const apps = useAuthenticatorApps();
  const enroll = useEnrollAuthenticator();
  const remove = useRemoveAuthenticator();
  const { guard, dialog } = useReauthentication();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const verified = (apps.data ?? []).filter((app) => app.verified);

  function fail(failure: unknown) {
    if (failure instanceof ReauthenticationCancelled) return;
    notify.error(authErrorMessage(failure, 'other', t));
  }

  function start() {
    guard(() => enroll.mutateAsync())
      .then(setEnrolment)
      .catch(fail);
  }

  function removeApp(id: string) {
    guard(() => remove.mutateAsync(id))
      .then(() => notify.success(t('secondFactor.app.removed')))
      .catch(fail);
  }

  return (
    <SettingsSection
      icon={<Smartphone className="size-5" aria-hidden="true" />}
      title={t('secondFactor.app.title')}
      aside={
        verified.length > 0 ? (
          <Badge tone="brand">{t('secondFactor.summary.appsCount', { count: verified.length })}</Badge>
        ) : (
          <Badge tone="neutral">{t('secondFactor.summary.appsNone')}</Badge>
        )
      }
    >
      <p className="text-sm leading-relaxed text-fg-muted">{t('secondFactor.app.body')}</p>
      {verified.length > 0 ? (
        <ul
          className="mt-5 divide-y divide-white/10 rounded-xl border border-white/10"
          aria-label={t('secondFactor.app.title')}
        >
          {verified.map((app) => (
            <li key={app.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <Smartphone className="size-4 shrink-0 text-brand-300" aria-hidden="true" />
              <div className="mr-auto min-w-0">
                <p className="truncate text-sm font-medium text-fg">
                  {app.name || t('secondFactor.app.unnamed')}
                </p>
                <p className="text-xs text-fg-muted">
                  {t('secondFactor.app.addedOn', { date: formatDate(app.createdAt, i18n.language) })}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => removeApp(app.id)}
                disabled={remove.isPending}
              >
                <BusyIcon busy={remove.isPending && remove.variables === app.id} icon={Trash2} />
                {t('secondFactor.app.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        !enrolment && <p className="mt-3 text-sm text-fg-muted">{t('secondFactor.app.none')}</p>
      )}
      {enrolment ? (
        <EnrolmentStep
          enrolment={enrolment}
          onDone={(codes) => {
            setEnrolment(null);
            notify.success(t('secondFactor.app.added'));
            if (codes) setRecoveryCodes(codes);
          }}
          onCancel={() => setEnrolment(null)}
        />
      ) : (
        verified.length === 0 && (
          <Button className="mt-6" onClick={start} disabled={enroll.isPending || apps.isLoading}>
            <BusyIcon busy={enroll.isPending} icon={Plus} />
            {enroll.isPending ? t('secondFactor.app.adding') : t('secondFactor.app.add')}
          </Button>
        )
      )}
      {dialog}
      {recoveryCodes && <RecoveryCodesDialog codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />}
    </SettingsSection>
  );
}

function EnrolmentStep({
  enrolment,
  onDone,
  onCancel,
}: {
  enrolment: Enrolment;
  onDone(recoveryCodes: string[] | null): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const codeLabels = useCodeFormLabels();
  const confirm = useConfirmAuthenticator();
  const { copied, copy } = useCopyToClipboard();

  function verify(code: string, refuse: (message: string) => void) {
    confirm.mutate(
      { factorId: enrolment.factorId, code },
      {
        onSuccess: onDone,
        onError: (failure) => {
          const wrongCode = failure instanceof ApiError && failure.status === 422;
          const message = wrongCode
            ? t('secondFactor.app.invalidCode')
            : authErrorMessage(failure, 'other', t);
          notify.error(message);
          refuse(message);
        },
      },
    );
  }

  return (
    <div className="mt-6 grid gap-6 rounded-2xl border border-white/10 bg-ink-850/60 p-4 sm:grid-cols-[auto_1fr] sm:p-6">
      <img
        src={enrolment.qrCode}
        alt={t('secondFactor.app.qrAlt')}
        width={176}
        height={176}
        className="mx-auto size-44 rounded-xl bg-white p-2"
        data-testid="totp-qr-code"
      />
      <div className="grid min-w-0 content-start gap-4">
        <div>
          <h3 className="font-semibold text-fg">{t('secondFactor.app.scanTitle')}</h3>
          <p className="mt-1 text-sm text-fg-muted">{t('secondFactor.app.scanBody')}</p>
        </div>
        <div>
          <p className="mb-1.5 text-sm font-medium text-fg">{t('secondFactor.app.secretLabel')}</p>
          <div className="flex items-stretch gap-2">
            <code
              data-testid="totp-secret"
              className="flex min-w-0 flex-1 items-center rounded-xl border border-white/10 bg-ink-900 px-3 py-2 font-mono text-sm break-all text-fg"
            >
              {enrolment.secret}
            </code>
            <Button
              variant="secondary"
              aria-label={t('secondFactor.app.copySecret')}
              onClick={() =>
                void copy(enrolment.secret).then((done) =>
                  done
                    ? notify.success(t('secondFactor.app.secretCopied'))
                    : notify.error(t('secondFactor.app.copyError')),
                )
              }
            >
              {copied ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
            </Button>
          </div>
        </div>
        {/* As wide as the emailed code's setup: six boxes spread over a wide column read as apart. */}
        <div className="max-w-md">
          <CodeForm {...codeLabels} errorId="totp-enrol-error" disabled={confirm.isPending} onCode={verify}>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button type="submit" disabled={confirm.isPending}>
                <BusyIcon busy={confirm.isPending} icon={Check} />
                {confirm.isPending ? t('secondFactor.app.confirming') : t('secondFactor.app.confirm')}
              </Button>
              <Button variant="secondary" onClick={onCancel} disabled={confirm.isPending}>
                {t('secondFactor.app.cancel')}
              </Button>
            </div>
          </CodeForm>
        </div>
      </div>
    </div>
  );
}
