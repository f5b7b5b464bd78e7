// What visitors reading in `language` will see, drawn from the form as it is being edited.
import { useTranslation } from 'react-i18next';
import { Clock, Wrench } from 'lucide-react';
import type { MaintenanceTexts } from '../../admin-contracts';

export function MaintenancePreview({
  texts,
  showCountdown,
  language,
}: {
  texts: MaintenanceTexts;
  showCountdown: boolean;
  language: 'en' | 'fr';
}) {
  const { i18n } = useTranslation('admin');
  // The visitors' language, whatever the back office's is.
  const t = i18n.getFixedT(language, 'admin');
  return (
    <div
      lang={language}
      className="rounded-2xl border border-white/8 bg-ink-950/70 p-6 text-center bg-grid"
      data-testid="maintenance-preview"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-gold-400/12 text-gold-300">
        <Wrench className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 font-display text-xl font-semibold text-fg">
        {texts.title.trim() || t('maintenance.visitorDefaults.title')}
      </p>
      <p className="mt-2 text-sm whitespace-pre-line text-fg-muted">
        {texts.message.trim() || t('maintenance.visitorDefaults.message')}
      </p>
      {showCountdown && (
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/6 px-3 py-1 text-xs text-fg-muted">
          <Clock className="size-3.5" aria-hidden="true" />
          {t('maintenance.previewEstimated', {
            time: texts.estimatedTime.trim() || t('maintenance.visitorDefaults.estimatedTime'),
          })}
        </p>
      )}
    </div>
  );
}
