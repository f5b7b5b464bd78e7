// Settings › Email preferences: a switch per account email (confirmed and partial payments always
// on), the low-balance threshold, the new sign-in alert, and Save.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/list-placeholders';
import { SwitchField } from '@/components/ui/switch-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toast';
import {
  ALWAYS_SENT_EMAILS,
  LOW_BALANCE_THRESHOLD_MAX,
  PAYMENT_EMAILS,
  type EmailPreferenceKey,
} from '@storefront/contracts/browser';
import { useEmailPreferences, type EmailPreferencesView } from '../api/get-email-preferences';
import { useUpdateEmailPreferences, type ChosenEmailPreferences } from '../api/update-email-preferences';
import { parseLowBalanceThreshold } from '../low-balance-threshold';
import { SettingsSection } from './settings-section';
import '../email-preferences-i18n';

const ALWAYS_SENT = new Set<string>(ALWAYS_SENT_EMAILS);

export function EmailPreferencesPanel() {
  const { t } = useTranslation();
  const stored = useEmailPreferences();

  return (
    <SettingsSection
      icon={<Mail className="size-5" aria-hidden="true" />}
      title={t('emailPreferences.title')}
    >
      <p className="text-sm leading-relaxed text-fg-muted">{t('emailPreferences.body')}</p>
      {stored.isPending ? (
        <SkeletonRows
          label={t('emailPreferences.loading')}
          rows={4}
          rowHeight="h-12"
          className="mt-6 grid gap-3"
        />
      ) : stored.isError ? (
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-xl bg-danger-500/10 p-4 text-sm text-danger-300 ring-1 ring-danger-400/25 ring-inset">
          <p role="alert" className="mr-auto">
            {t('emailPreferences.loadError')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void stored.refetch()}
            disabled={stored.isFetching}
          >
            {t('emailPreferences.retry')}
          </Button>
        </div>
      ) : (
        // Keyed: what the server stored after a save is the form's new starting point.
        <EmailPreferencesForm key={stored.dataUpdatedAt} stored={stored.data} />
      )}
    </SettingsSection>
  );
}

function chosenOf({ preferences }: EmailPreferencesView): ChosenEmailPreferences {
  const { payment_received, payment_expired, payment_late, payment_refunded, low_balance, new_sign_in } =
    preferences;
  return { payment_received, payment_expired, payment_late, payment_refunded, low_balance, new_sign_in };
}

function EmailPreferencesForm({ stored }: { stored: EmailPreferencesView }) {
  const { t } = useTranslation();
  const save = useUpdateEmailPreferences();
  const [chosen, setChosen] = useState(() => chosenOf(stored));
  const [thresholdText, setThresholdText] = useState(String(stored.low_balance_threshold));
  const [thresholdError, setThresholdError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const threshold = parseLowBalanceThreshold(thresholdText);
  const initial = chosenOf(stored);
  const changed =
    (Object.keys(chosen) as (keyof ChosenEmailPreferences)[]).some((key) => chosen[key] !== initial[key]) ||
    threshold !== stored.low_balance_threshold;

  function toggle(key: keyof ChosenEmailPreferences, value: boolean) {
    setChosen((current) => ({ ...current, [key]: value }));
    setSaveError(null);
  }

  /** An email's switch; one always sent is shown on, and cannot be switched off. */
  function emailSwitch(key: EmailPreferenceKey) {
    const always = ALWAYS_SENT.has(key);
    const choice = key as keyof ChosenEmailPreferences;
    return (
      <SwitchField
        key={key}
        label={t(`emailPreferences.items.${key}.label`)}
        hint={t(`emailPreferences.items.${key}.hint`)}
        checked={always || chosen[choice]}
        disabled={always}
        onChange={always ? () => {} : (value) => toggle(choice, value)}
      />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (threshold === null) {
      setThresholdError(t('emailPreferences.threshold.invalid', { max: LOW_BALANCE_THRESHOLD_MAX }));
      return;
    }
    setSaveError(null);
    save.mutate(
      { preferences: chosen, low_balance_threshold: threshold },
      {
        onSuccess: () => notify.success(t('emailPreferences.saved')),
        onError: () => {
          setSaveError(t('emailPreferences.saveFailed'));
          notify.error(t('emailPreferences.saveFailed'));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 grid gap-6">
      <PreferenceGroup heading={t('emailPreferences.paymentsHeading')} disabled={save.isPending}>
        {PAYMENT_EMAILS.map(emailSwitch)}
      </PreferenceGroup>

      <hr className="border-white/8" />
      <PreferenceGroup heading={t('emailPreferences.balanceHeading')} disabled={save.isPending}>
        {emailSwitch('low_balance')}
        <TextField
          label={t('emailPreferences.threshold.label')}
          hint={t('emailPreferences.threshold.hint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={LOW_BALANCE_THRESHOLD_MAX}
          step={1}
          value={thresholdText}
          disabled={save.isPending}
          error={thresholdError}
          onChange={(event) => {
            setThresholdText(event.target.value);
            setThresholdError(null);
            setSaveError(null);
          }}
          className="sm:max-w-xs"
        />
      </PreferenceGroup>

      <hr className="border-white/8" />
      <PreferenceGroup heading={t('emailPreferences.securityHeading')} disabled={save.isPending}>
        {emailSwitch('new_sign_in')}
      </PreferenceGroup>

      <div className="flex flex-wrap items-center gap-3 border-t border-white/8 pt-6">
        <Button type="submit" disabled={save.isPending || !changed}>
          {save.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
          {save.isPending ? t('emailPreferences.saving') : t('emailPreferences.save')}
        </Button>
        {saveError && (
          <p role="alert" className="text-sm text-danger-300">
            {saveError}
          </p>
        )}
      </div>
    </form>
  );
}

function PreferenceGroup({
  heading,
  disabled,
  children,
}: {
  heading: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <legend className="mb-1 text-xs font-semibold tracking-[0.14em] text-fg-subtle uppercase">
        {heading}
      </legend>
      {children}
    </fieldset>
  );
}
