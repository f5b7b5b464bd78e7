// /admin: the back office, for administrators only (spinner while the session loads, /login when
// signed out, /dashboard for everyone else; the server refuses non-admins anyway). The router
// plugin splits the component, and with it all of features/admin, out of the visitors' bundle.
// Only this definition and the tiny tab list stay in the route tree: the component reads the
// search through useSearch rather than Route, so the split chunk does not pull this module in
// (which would make it a separate chunk every visitor preloads).
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { parseAdminTab, type AdminTab } from '@/features/admin/admin-tabs';
import { AdminPage } from '@/features/admin/components/admin-page';
import { RequireAdmin } from '@/features/auth/components/route-guards';

export const Route = createFileRoute('/admin')({
  staticData: { fullScreen: true },
  validateSearch: (search: Record<string, unknown>): { tab?: AdminTab } => ({
    tab: parseAdminTab(search.tab),
  }),
  component: AdminRoute,
});

function AdminRoute() {
  const { tab } = useSearch({ from: '/admin' });
  return (
    <RequireAdmin>
      <AdminPage tab={tab} />
    </RequireAdmin>
  );
}
