// /admin/users/{id}: one customer's page in the back office, for administrators only (the same
// guard as /admin), in the back office's language (French unless its administrator chose English).
// Its code is split out of the visitors' bundle with the rest of the back office.
import { createFileRoute, useParams } from '@tanstack/react-router';
import { CustomerPage } from '@/features/admin/customer/components/customer-page';
import { useBackOfficeLanguage } from '@/features/admin/hooks/use-back-office-language';
import { RequireAdmin } from '@/features/auth/components/route-guards';

export const Route = createFileRoute('/admin_/users/$userId')({
  staticData: { fullScreen: true },
  component: CustomerRoute,
});

function CustomerRoute() {
  const { userId } = useParams({ from: '/admin_/users/$userId' });
  const languageReady = useBackOfficeLanguage();
  return <RequireAdmin>{languageReady && <CustomerPage userId={userId} />}</RequireAdmin>;
}
