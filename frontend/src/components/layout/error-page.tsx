// What a page shows when it fails to render or its code cannot be loaded (the router has already
// reloaded once for code a new release removed): the spec's default message, a reload and a way
// home, instead of the router's bare fallback.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonStyles } from '@/components/ui/button';
import { reloadPage } from '@/lib/reload-page';
import { PageTitle } from './page-title';

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32"
    >
      <PageTitle title={t('errorPage.title')} />
      <h1 className="text-3xl font-semibold text-fg sm:text-4xl">{t('errorPage.title')}</h1>
      <p className="mt-4 text-fg-muted">{t('errorPage.body')}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={reloadPage}>
          {t('errorPage.reload')}
        </Button>
        <Link to="/" reloadDocument className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
          {t('errorPage.home')}
        </Link>
      </div>
    </section>
  );
}
