import { createFileRoute } from '@tanstack/react-router';
import { ReceiptPage } from '@/features/receipts/components/receipt-page';
import { isPaymentId } from '@/features/checkout/payment-contracts';

export const Route = createFileRoute('/_authenticated/receipts/$paymentId')({
  component: ReceiptRoute,
});

function ReceiptRoute() {
  const { paymentId } = Route.useParams();
  // Keyed: another receipt is a fresh page.
  return <ReceiptPage key={paymentId} paymentId={isPaymentId(paymentId) ? paymentId : null} />;
}
