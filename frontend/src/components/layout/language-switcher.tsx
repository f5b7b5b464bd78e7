import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { changeLanguage, LANGUAGES, type Language } from '@/lib/i18n/i18n';
import { rememberAccountLanguage } from '@/lib/auth/account-language';

/** The site's language, and the signed-in account's: its emails follow the interface. */
export async function chooseSiteLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  void rememberAccountLanguage(language);
}

/** The language select; the back office passes its own `onChange`, which keeps its choice apart. */
export function LanguageSwitcher({
  onChange = chooseSiteLanguage,
}: {
  onChange?: (language: Language) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  return (
    <div className="inline-flex items-center gap-2 text-sm text-fg-muted">
      <Languages className="size-4" aria-hidden="true" />
      <label className="sr-only" htmlFor="language-switcher">
        {t('meta.language')}
      </label>
      <select
        id="language-switcher"
        value={current}
        onChange={(event) => void onChange(event.target.value as Language)}
        className="rounded-lg border border-white/10 bg-ink-900 px-2.5 py-1.5 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand-300"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`meta.languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
