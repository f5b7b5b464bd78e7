import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';
import { PageTitle } from './page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageTitle title={t('notFound.title')} />
      <p className="text-gradient font-display text-7xl font-bold sm:text-8xl">{t('notFound.code')}</p>
      <h1 className="mt-6 text-3xl font-semibold text-fg sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-fg-muted">{t('notFound.body')}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonStyles({ size: 'lg' })}>
          {t('notFound.home')}
        </Link>
        <Link to="/pricing" className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          {t('notFound.pricing')}
        </Link>
      </div>
    </section>
  );
}
