// Full-screen maintenance notice shown to non-admins while maintenance mode is on.
// It speaks the visitor's language: the administrator's texts for that language, else its defaults.
import { useTranslation } from 'react-i18next';
import { Wrench, Clock, MessageCircle } from 'lucide-react';
import { COMMUNITY_URL } from '@/lib/config';
import { BrandLogo } from '@/components/layout/brand-logo';

interface ScreenTexts {
  title?: string | null;
  message?: string | null;
  estimatedTime?: string | null;
}

export interface MaintenanceSettings extends ScreenTexts {
  /** The estimated-time block shows unless this is exactly false. */
  showCountdown?: boolean | null;
  /** Each language's texts; SPEC's top-level texts are French (a server that sends no `texts`). */
  texts?: Partial<Record<string, ScreenTexts>>;
}

/** The texts for a reader of `language`: that language's, else (from an older server) SPEC's French ones. */
function textsFor(settings: MaintenanceSettings, language: string): ScreenTexts {
  if (settings.texts) return settings.texts[language] ?? {};
  return language === 'fr' ? settings : {};
}

export function MaintenanceScreen({ settings = {} }: { settings?: MaintenanceSettings }) {
  const { t, i18n } = useTranslation();
  const texts = textsFor(settings, i18n.language.startsWith('fr') ? 'fr' : 'en');
  const title = texts.title || t('maintenance.defaultTitle');
  const message = texts.message || t('maintenance.defaultMessage');
  const estimatedTime = texts.estimatedTime || t('maintenance.defaultEstimatedTime');
  const showCountdown = settings.showCountdown !== false;

  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="maintenance-title"
      aria-describedby="maintenance-message"
      className="fixed inset-0 z-[100] flex items-center justify-center overflow-y-auto bg-stage px-4 py-12"
    >
      <div
        aria-hidden="true"
        className="bg-grid pointer-events-none absolute inset-0 [mask-image:radial-gradient(ellipse_at_center,black_15%,transparent_70%)]"
      />
      <div className="relative w-full max-w-lg text-center">
        <BrandLogo className="justify-center" />
        <span className="mx-auto mt-10 flex size-20 items-center justify-center rounded-3xl bg-gold-400/10 ring-1 ring-gold-400/30">
          <Wrench className="size-9 text-gold-300" aria-hidden="true" />
        </span>
        <h1 id="maintenance-title" className="mt-8 text-4xl font-semibold text-fg sm:text-5xl">
          {title}
        </h1>
        <p id="maintenance-message" className="mt-4 text-lg text-fg-muted">
          {message}
        </p>
        {showCountdown && (
          <div
            className="mx-auto mt-8 inline-flex items-center gap-3 rounded-2xl border border-white/10 bg-ink-900/80 px-5 py-4"
            data-testid="maintenance-estimate"
          >
            <Clock className="size-5 text-brand-300" aria-hidden="true" />
            <span className="text-sm text-fg-subtle">{t('maintenance.estimatedTime')}</span>
            <span className="font-display text-lg font-semibold text-fg">{estimatedTime}</span>
          </div>
        )}
        <p className="mt-8 text-sm text-fg-subtle">{t('maintenance.backSoon')}</p>
        <a
          href={COMMUNITY_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-300 hover:text-brand-200"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {t('maintenance.community')}
        </a>
      </div>
    </div>
  );
}
