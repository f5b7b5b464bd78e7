// The provider's own payment page (BTCPay's checkout), offered as a second way to pay.
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import { Card } from '@/components/ui/card';

export function ProviderCheckoutLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-fg">{t('payment.checkoutLink.title')}</h2>
      <p className="mt-2 text-sm text-fg-muted">{t('payment.checkoutLink.body')}</p>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex items-center gap-2 rounded-xl border border-white/12 bg-white/[0.04] px-4 py-2.5 text-sm font-semibold text-fg transition hover:border-brand-400/50 hover:bg-brand-400/10"
        data-testid="payment-checkout-link"
      >
        {t('payment.checkoutLink.open')}
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </Card>
  );
}
