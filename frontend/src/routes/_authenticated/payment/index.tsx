import { createFileRoute, redirect } from '@tanstack/react-router';
import { APP_PATHS } from '@/lib/app-paths';
import { i18n } from '@/lib/i18n/i18n';
import { notify } from '@/lib/toast';

/** /payment with no payment id: 'ID de paiement invalide', then the checkout. */
export const Route = createFileRoute('/_authenticated/payment/')({
  beforeLoad: ({ preload }) => {
    if (!preload) notify.error(i18n.t('payment.toasts.invalidId'));
    throw redirect({ href: APP_PATHS.checkoutCrypto, replace: true });
  },
});
