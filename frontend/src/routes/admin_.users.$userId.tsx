// /admin/users/{id}: one customer's page in the back office, for administrators only (the same
// guard as /admin). Its code is split out of the visitors' bundle with the rest of the back office.
import { createFileRoute, useParams } from '@tanstack/react-router';
import { CustomerPage } from '@/features/admin/customer/components/customer-page';
import { RequireAdmin } from '@/features/auth/components/route-guards';

export const Route = createFileRoute('/admin_/users/$userId')({
  staticData: { fullScreen: true },
  component: CustomerRoute,
});

function CustomerRoute() {
  const { userId } = useParams({ from: '/admin_/users/$userId' });
  return (
    <RequireAdmin>
      <CustomerPage userId={userId} />
    </RequireAdmin>
  );
}
