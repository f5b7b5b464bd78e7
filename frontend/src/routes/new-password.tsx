import { useEffect, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, KeySquare } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { AddressText } from '@/components/ui/address-text';
import { PageTitle } from '@/components/layout/page-title';
import { AuthCard, authBackLinkStyles } from '@/features/auth/components/auth-card';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { emailSearch } from '@/features/auth/email-search';
import { keepResetCode, keptResetCode } from '@/features/auth/reset-code-store';

export const Route = createFileRoute('/new-password')({
  // The router reads `?code=123456` as a number; kept as it came so the URL stays `code=123456`.
  validateSearch: (search: Record<string, unknown>): { code?: string | number; email?: string } => ({
    code:
      typeof search.code === 'number' || (typeof search.code === 'string' && search.code.trim())
        ? search.code
        : undefined,
    ...emailSearch(search),
  }),
  component: NewPasswordPage,
});

function NewPasswordPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const email = search.email;
  const linked = search.code === undefined ? undefined : String(search.code).trim();
  // Read once from the link, then kept out of the address bar and the history.
  const [code] = useState(() => linked ?? keptResetCode(email));

  useEffect(() => {
    if (!linked || !email) return;
    keepResetCode(email, linked);
    void navigate({ to: '/new-password', search: { email }, replace: true });
  }, [linked, email, navigate]);

  return (
    <>
      <PageTitle title={t('auth.newPassword.title')} />
      <AuthCard
        icon={<KeySquare className="size-6" aria-hidden="true" />}
        title={t('auth.newPassword.title')}
        subtitle={
          email && code ? <AddressText i18nKey="auth.newPassword.subtitle" address={email} /> : undefined
        }
        footer={
          <BackLink
            to="/reset-password"
            search={email ? { email, step: 'code' } : {}}
            className={authBackLinkStyles}
          >
            {t('auth.newPassword.backToCode')}
          </BackLink>
        }
      >
        {code && email ? (
          <NewPasswordForm email={email} code={code} />
        ) : (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-danger-400/30 bg-danger-500/10 px-4 py-3.5 text-sm text-danger-300"
          >
            <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{t('auth.validation.codeRequired')}</p>
              <p className="mt-1 text-fg-muted">{t('auth.newPassword.missingCode')}</p>
            </div>
          </div>
        )}
      </AuthCard>
    </>
  );
}
