// Settings › 2FA opened from the back office (`?next=`): owners and finance need a second factor
// before any back-office action. Says why until the account has one, then leads back.
import { useId, type MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ShieldAlert, ShieldCheck } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { cx } from '@/lib/class-names';
import '../second-factor-i18n';

export function StaffSecondFactorNotice({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const titleId = useId();
  const ready = !!user?.twoFactorEnabled;

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    void navigate({ href: returnTo });
  }

  return (
    <section
      aria-labelledby={titleId}
      aria-live="polite"
      className={cx(
        'rounded-2xl border p-5 sm:p-6',
        ready ? 'border-brand-400/40 bg-brand-400/8' : 'border-gold-400/40 bg-gold-400/8',
      )}
    >
      <div className="flex gap-3 sm:gap-4">
        {ready ? (
          <ShieldCheck className="mt-0.5 size-6 shrink-0 text-brand-300" aria-hidden="true" />
        ) : (
          <ShieldAlert className="mt-0.5 size-6 shrink-0 text-gold-300" aria-hidden="true" />
        )}
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-fg sm:text-lg">
            {ready ? t('secondFactor.staff.readyTitle') : t('secondFactor.staff.title')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-fg-muted">
            {ready ? t('secondFactor.staff.readyBody') : t('secondFactor.staff.body')}
          </p>
          {ready && (
            <a href={returnTo} onClick={goBack} className={buttonStyles({ className: 'mt-4' })}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('secondFactor.staff.back')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
