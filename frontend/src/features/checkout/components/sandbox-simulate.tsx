// Sandbox payments only (the server says so with canSimulate): pretend the money arrived.
import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { notify } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSimulatePayment } from '../api/simulate-payment';

export function SandboxSimulate({ paymentId, onSimulated }: { paymentId: string; onSimulated(): void }) {
  const { t } = useTranslation();
  const simulate = useSimulatePayment(paymentId);
  return (
    <section
      aria-labelledby="sandbox-title"
      className="rounded-2xl border border-dashed border-gold-400/40 bg-gold-400/[0.05] p-5 sm:p-6"
    >
      <h2 id="sandbox-title" className="flex items-center gap-2 text-sm font-semibold text-gold-200">
        <FlaskConical className="size-4" aria-hidden="true" />
        {t('payment.sandbox.title')}
      </h2>
      <p className="mt-2 text-sm text-fg-muted">{t('payment.sandbox.body')}</p>
      <Button
        variant="outline"
        block
        className="mt-4 ring-gold-400/40 hover:ring-gold-400/60"
        disabled={simulate.isPending}
        onClick={() =>
          simulate.mutate(undefined, {
            onSuccess: onSimulated,
            onError: () => notify.error(t('payment.sandbox.failed')),
          })
        }
      >
        {simulate.isPending ? t('payment.sandbox.simulating') : t('payment.sandbox.simulate')}
      </Button>
    </section>
  );
}
