import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

/**
 * On chain: send the exact amount, verify the address, confirmation is automatic. By Lightning:
 * scan or paste the invoice, which holds the amount; it settles in seconds.
 */
export function PaymentInstructions({
  amount,
  ticker,
  lightning = false,
}: {
  amount: string;
  ticker: string;
  lightning?: boolean;
}) {
  const { t } = useTranslation();
  const steps = lightning
    ? t('payment.lightning.instructions', { returnObjects: true })
    : t('payment.instructions', { returnObjects: true, amount, ticker });
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-fg">{t('payment.instructionsTitle')}</h2>
      <ol className="mt-4 grid gap-3.5">
        {steps.map((step, index) => (
          <li key={index} className="flex gap-3 text-sm text-fg-muted">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-400/12 text-xs font-semibold text-brand-300 ring-1 ring-brand-400/25 ring-inset"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
