// The checkout's top: the way back to the pricing page, then its eyebrow, title and `children`.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/ui/back-link';
import { APP_PATHS } from '@/lib/app-paths';
import '../checkout-i18n';

export function CheckoutHeading({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <BackLink to={APP_PATHS.pricing}>{t('checkout.back')}</BackLink>
      <header className="mt-6 max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.18em] text-brand-300 uppercase">
          {t('checkout.eyebrow')}
        </p>
        <h1 className="mt-3 text-3xl font-semibold text-fg sm:text-4xl">{t('checkout.title')}</h1>
        {children}
      </header>
    </>
  );
}
