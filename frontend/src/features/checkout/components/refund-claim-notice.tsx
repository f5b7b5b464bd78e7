// A payment finance refunded by claim link: its unspent credits left the balance and the money
// waits at BTCPay until the customer claims it there.
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import type { PaymentView } from '@storefront/contracts/browser';

export function RefundClaimNotice({ payment }: { payment: Pick<PaymentView, 'refundClaimLink'> }) {
  const { t } = useTranslation();
  if (!payment.refundClaimLink) return null;
  return (
    <div
      className="mt-6 rounded-2xl border border-white/10 bg-white/5 p-4 text-sm"
      data-testid="refund-claim"
    >
      <p className="font-semibold text-fg">{t('payment.refundClaim.title')}</p>
      <p className="mt-1 text-fg-muted">{t('payment.refundClaim.text')}</p>
      <a
        href={payment.refundClaimLink}
        target="_blank"
        rel="noreferrer"
        className="mt-3 inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-300 transition hover:text-brand-200"
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        {t('payment.refundClaim.link')}
      </a>
    </div>
  );
}
