import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { APP_PATHS } from '@/lib/app-paths';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function SuccessPanel() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg px-4 py-20 sm:py-28">
      <Card className="p-8 text-center sm:p-10" highlight>
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-400/12 ring-1 ring-brand-400/30">
          <CheckCircle2 className="size-8 text-brand-300" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-semibold text-fg">{t('success.title')}</h1>
        <p className="mt-3 text-fg-muted">{t('success.body')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={APP_PATHS.dashboard} className={buttonStyles({ size: 'lg' })}>
            {t('success.dashboard')}
          </Link>
          <Link to="/" className={buttonStyles({ size: 'lg', variant: 'secondary' })}>
            {t('success.home')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
