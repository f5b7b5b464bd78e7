import { useTranslation } from 'react-i18next';

export function SettingsHeader() {
  const { t } = useTranslation();
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-semibold text-fg sm:text-4xl">{t('settings.title')}</h1>
      <p className="mt-2 text-fg-muted">{t('settings.subtitle')}</p>
    </header>
  );
}
