// Maintenance: the switch and what the maintenance screen says, saved by an admin.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { cx } from '@/lib/class-names';
import { notify } from '@/lib/toast';
import {
  MAINTENANCE_DEFAULT_TEXTS,
  type MaintenanceSettings,
  type MaintenanceTexts,
} from '../../admin-contracts';
import { LoadError } from '../../components/load-error';
import { TextAreaField } from '../../components/text-area-field';
import { Panel } from '../../components/panel';
import { StatusPill } from '../../components/status-pill';
import { SwitchField } from '@/components/ui/switch-field';
import { errorMessage } from '../../error-message';
import { formatDateTime } from '../../admin-format';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useMaintenance } from '../api/get-maintenance';
import { useSaveMaintenance } from '../api/save-maintenance';
import { MaintenancePreview } from './maintenance-preview';

/** The one-line texts of the maintenance screen, with their length limits. */
const SHORT_TEXTS = [
  { field: 'title', maxLength: 200 },
  { field: 'estimatedTime', maxLength: 100 },
] as const;

/** The maintenance settings set by a checkbox. */
const SWITCHES = ['showCountdown', 'allowAdmins'] as const;

export function MaintenanceTab() {
  const { t } = useTranslation('admin');
  const maintenance = useMaintenance();
  useErrorToast(maintenance.isError, t('maintenance.loadError'));

  if (maintenance.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label={t('shell.loading')} />
      </div>
    );
  }
  if (maintenance.isError) {
    return (
      <Panel>
        <LoadError
          message={errorMessage(maintenance.error, t('maintenance.loadError'))}
          onRetry={() => void maintenance.refetch()}
        />
      </Panel>
    );
  }
  // Keyed by the save time: a fresh load (or a save) restarts the form from the server's values.
  return (
    <MaintenanceForm
      key={maintenance.data.updated_at ?? 'defaults'}
      saved={maintenance.data.value}
      updatedAt={maintenance.data.updated_at}
    />
  );
}

type TextLanguage = keyof MaintenanceSettings['texts'];
const TEXT_LANGUAGES: readonly TextLanguage[] = ['fr', 'en'];

/**
 * Each language's texts as the form starts: the administrator's own, else that language's back-office
 * defaults (SPEC's French ones: 'Site en Maintenance', '2-3 heures').
 */
function startingTexts(saved: MaintenanceSettings): MaintenanceSettings['texts'] {
  const start = (language: TextLanguage): MaintenanceTexts => {
    const own = saved.texts?.[language];
    const defaults = MAINTENANCE_DEFAULT_TEXTS[language];
    return {
      title: own?.title || defaults.title,
      message: own?.message || defaults.message,
      estimatedTime: own?.estimatedTime || defaults.estimatedTime,
    };
  };
  return { fr: start('fr'), en: start('en') };
}

function MaintenanceForm({ saved, updatedAt }: { saved: MaintenanceSettings; updatedAt: string | null }) {
  const { t, i18n } = useTranslation('admin');
  const [form, setForm] = useState<MaintenanceSettings>(() => ({ ...saved, texts: startingTexts(saved) }));
  // The texts being edited: the back office's language first.
  const [editing, setEditing] = useState<TextLanguage>(i18n.language.startsWith('en') ? 'en' : 'fr');
  const save = useSaveMaintenance();
  const set = <K extends keyof MaintenanceSettings>(key: K, value: MaintenanceSettings[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const texts = form.texts[editing];
  const setText = (key: keyof MaintenanceTexts, value: string) =>
    setForm((current) => ({
      ...current,
      texts: { ...current.texts, [editing]: { ...current.texts[editing], [key]: value } },
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC's title, message and estimatedTime are the French texts.
    save.mutate(
      { ...form, ...form.texts.fr },
      {
        onSuccess: () => notify.success(t('maintenance.saved')),
        onError: (error) => notify.error(errorMessage(error, t('maintenance.saveError'))),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <Panel
        title={t('maintenance.settings')}
        subtitle={updatedAt ? t('maintenance.lastUpdated', { date: formatDateTime(updatedAt) }) : undefined}
        actions={
          <StatusPill tone={saved.enabled ? 'red' : 'green'}>
            {saved.enabled ? t('maintenance.stateOn') : t('maintenance.stateOff')}
          </StatusPill>
        }
      >
        <div className="grid gap-5">
          <div
            className={cx(
              'rounded-2xl border p-4',
              form.enabled ? 'border-danger-400/35 bg-danger-500/[0.06]' : 'border-white/8 bg-ink-850/60',
            )}
          >
            <SwitchField
              label={t('maintenance.enabled')}
              hint={form.enabled ? t('maintenance.stateOnHint') : t('maintenance.stateOffHint')}
              checked={form.enabled}
              onChange={(value) => set('enabled', value)}
              tone="danger"
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium text-fg">{t('maintenance.textsFor')}</legend>
            <div className="flex flex-wrap gap-2">
              {TEXT_LANGUAGES.map((language) => (
                <label
                  key={language}
                  className={cx(
                    'cursor-pointer rounded-xl border px-3 py-1.5 text-sm transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400',
                    editing === language
                      ? 'border-brand-400/50 bg-brand-400/10 text-fg'
                      : 'border-white/10 text-fg-muted hover:border-white/20',
                  )}
                >
                  <input
                    type="radio"
                    name="maintenance-texts-language"
                    value={language}
                    checked={editing === language}
                    onChange={() => setEditing(language)}
                    className="sr-only"
                  />
                  {t(`maintenance.textsLanguages.${language}`)}
                </label>
              ))}
            </div>
            <p className="text-xs text-fg-subtle">{t('maintenance.textsHint')}</p>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
            {SHORT_TEXTS.map(({ field, maxLength }) => (
              <TextField
                key={field}
                label={t(`maintenance.${field}`)}
                maxLength={maxLength}
                lang={editing}
                value={texts[field]}
                onChange={(event) => setText(field, event.target.value)}
              />
            ))}
          </div>
          <div>
            <TextAreaField
              id="maintenance-message"
              label={t('maintenance.message')}
              padded
              rows={4}
              maxLength={2000}
              lang={editing}
              value={texts.message}
              placeholder={i18n.getFixedT(editing, 'admin')('maintenance.messagePlaceholder')}
              onChange={(event) => setText('message', event.target.value)}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {SWITCHES.map((field) => (
              <Checkbox
                key={field}
                label={t(`maintenance.${field}`)}
                checked={form[field]}
                onChange={(event) => set(field, event.target.checked)}
              />
            ))}
          </div>
          <div className="flex justify-end border-t border-white/8 pt-4">
            <Button type="submit" disabled={save.isPending}>
              <Save className="size-4" aria-hidden="true" />
              {save.isPending ? t('maintenance.saving') : t('maintenance.save')}
            </Button>
          </div>
        </div>
      </Panel>
      <Panel title={t('maintenance.preview')}>
        <MaintenancePreview texts={texts} showCountdown={form.showCountdown} language={editing} />
      </Panel>
    </form>
  );
}
