// Settings › 2FA: one reading of the account's second factors above the sections that change them:
// whether the password alone signs in, and what stands behind it (passkeys, authenticator apps, the
// emailed code, recovery codes). It says what the server says (`two_factor_enabled`), so it never
// contradicts a section below.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/lib/auth/auth-context';
import { cx } from '@/lib/class-names';
import { useAuthenticatorApps } from '../api/authenticator-apps';
import { usePasskeys } from '../api/passkeys';
import { useRecoveryCodesStatus } from '../api/recovery-codes';
import { SettingsSection } from './settings-section';
import '../second-factor-i18n';
import '../passkeys-i18n';

interface Fact {
  label: string;
  /** Undefined while it loads. */
  value: string | undefined;
  active: boolean;
}

export function SecondFactorSummary() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const on = !!user?.twoFactorEnabled;
  const apps = useAuthenticatorApps();
  const passkeys = usePasskeys();
  const recovery = useRecoveryCodesStatus(on);
  const listId = useId();
  if (!user) return null;

  const appCount = apps.data?.filter((app) => app.verified).length;
  const passkeyCount = passkeys.data?.length;
  const facts: Fact[] = [
    {
      label: t('passkeys.settings.title'),
      value:
        passkeyCount === undefined
          ? undefined
          : passkeyCount > 0
            ? t('passkeys.settings.summaryCount', { count: passkeyCount })
            : t('passkeys.settings.summaryNone'),
      active: !!passkeyCount,
    },
    {
      label: t('secondFactor.summary.apps'),
      value:
        appCount === undefined
          ? undefined
          : appCount > 0
            ? t('secondFactor.summary.appsCount', { count: appCount })
            : t('secondFactor.summary.appsNone'),
      active: !!appCount,
    },
    {
      label: t('secondFactor.summary.email'),
      value: user.emailFactorEnabled ? t('secondFactor.email.on') : t('secondFactor.email.off'),
      active: !!user.emailFactorEnabled,
    },
    {
      label: t('secondFactor.summary.recovery'),
      value: !on
        ? t('secondFactor.summary.recoveryNone')
        : recovery.data && t('secondFactor.summary.recoveryLeft', { count: recovery.data.remaining }),
      active: on && !!recovery.data?.remaining,
    },
  ];

  return (
    <SettingsSection
      icon={
        on ? (
          <ShieldCheck className="size-5" aria-hidden="true" />
        ) : (
          <ShieldOff className="size-5" aria-hidden="true" />
        )
      }
      title={t('settings.twoFactor.title')}
      aside={
        <Badge tone={on ? 'brand' : 'neutral'} data-testid="two-factor-status">
          {on ? t('secondFactor.summary.on') : t('secondFactor.summary.off')}
        </Badge>
      }
    >
      <p className="text-sm leading-relaxed text-fg-muted">
        {on ? t('secondFactor.summary.onBody') : t('secondFactor.summary.offBody')}
      </p>
      <h3 id={listId} className="sr-only">
        {t('secondFactor.summary.listLabel')}
      </h3>
      <dl
        aria-labelledby={listId}
        className="mt-5 grid gap-px overflow-hidden rounded-xl border border-white/10 bg-white/10 sm:grid-cols-2 md:grid-cols-4"
      >
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0 bg-ink-900 px-4 py-3">
            <dt className="text-xs text-fg-subtle">{fact.label}</dt>
            <dd className={cx('mt-0.5 text-sm font-medium', fact.active ? 'text-brand-300' : 'text-fg')}>
              {fact.value ?? '\u00a0'}
            </dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}
