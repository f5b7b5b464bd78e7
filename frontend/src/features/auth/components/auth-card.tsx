// The frame of every sign-in, sign-up and recovery screen: a centred card over a soft grid.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { cx } from '@/lib/class-names';

interface AuthCardProps {
  icon?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Under the card: links to other screens. */
  footer?: ReactNode;
  /** A wider card, for the registration form. */
  wide?: boolean;
  /** Centre the heading (status screens). */
  centred?: boolean;
}

export function AuthCard({ icon, title, subtitle, children, footer, wide, centred }: AuthCardProps) {
  return (
    <div className="relative overflow-hidden px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="bg-grid pointer-events-none absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black_10%,transparent_65%)]"
      />
      <div className={cx('relative mx-auto w-full', wide ? 'max-w-xl' : 'max-w-md')}>
        <Card className="p-6 sm:p-9">
          <div className={cx(centred && 'text-center')}>
            {icon && (
              <span
                className={cx(
                  'flex size-12 items-center justify-center rounded-2xl bg-brand-400/12 text-brand-300 ring-1 ring-brand-400/30',
                  centred && 'mx-auto',
                )}
              >
                {icon}
              </span>
            )}
            <h1 className={cx('text-2xl font-semibold text-fg sm:text-[1.75rem]', icon ? 'mt-5' : undefined)}>
              {title}
            </h1>
            {subtitle && (
              <p className="mt-2 text-sm leading-relaxed text-fg-muted sm:text-[15px]">{subtitle}</p>
            )}
          </div>
          {children && <div className="mt-7">{children}</div>}
        </Card>
        {footer && (
          <div className="mt-6 flex flex-col items-center gap-3 text-center text-sm text-fg-muted">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}

/** A quiet text link used under auth cards and inside forms. */
export const authLinkStyles =
  'rounded font-medium text-brand-300 underline-offset-4 transition hover:text-brand-200 hover:underline';

/** The auth cards' way back (a `BackLink`), quieter than their other links. */
export const authBackLinkStyles = `${authLinkStyles} inline-flex items-center gap-1.5 text-fg-muted`;

/** The sign-in and sign-up cards' footer: the way to the other one (when `link` is given), then home. */
export function AuthHomeFooter({ prompt, link }: { prompt: string; link?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {link && (
        <p>
          {prompt} {link}
        </p>
      )}
      <BackLink to="/" className={authBackLinkStyles}>
        {t('auth.backToHome')}
      </BackLink>
    </>
  );
}
