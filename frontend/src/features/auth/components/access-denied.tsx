// What a signed-out visitor sees on /settings for one second before the login page.
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Card } from '@/components/ui/card';

export const ACCESS_DENIED_REDIRECT_MS = 1000;

export function AccessDenied({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate({ to: '/login', search: { redirect: returnTo }, replace: true }),
      ACCESS_DENIED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, returnTo]);

  return (
    <div className="px-4 py-20 sm:py-28">
      <PageTitle title={t('guard.accessDenied')} />
      <Card className="mx-auto max-w-md p-8 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-danger-500/12 ring-1 ring-danger-400/30">
          <ShieldAlert className="size-7 text-danger-300" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold text-fg">{t('guard.accessDenied')}</h1>
        <p role="status" className="mt-2 text-sm text-fg-muted">
          {t('guard.accessDeniedBody')}
        </p>
      </Card>
    </div>
  );
}
