// /admin: the back office, for administrators only (spinner while the session loads, /login when
// signed out, /dashboard for everyone else; the server refuses non-admins anyway), in French unless
// its administrator switched it to English. The router plugin splits the component, and with it
// all of features/admin, out of the visitors' bundle.
// Only this definition and the tiny tab list stay in the route tree: the component reads the
// search through useSearch rather than Route, so the split chunk does not pull this module in
// (which would make it a separate chunk every visitor preloads).
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { parseAdminTab, type AdminTab } from '@/features/admin/admin-tabs';
import { AdminPage } from '@/features/admin/components/admin-page';
import { useBackOfficeLanguage } from '@/features/admin/hooks/use-back-office-language';
import { RequireAdmin } from '@/features/auth/components/route-guards';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/admin')({
  staticData: { fullScreen: true },
  validateSearch: (search: Record<string, unknown>): { tab?: AdminTab; user?: string } => ({
    tab: parseAdminTab(search.tab),
    // Crédits opened for one user (the customer page's "Ajuster les crédits").
    user: typeof search.user === 'string' && UUID.test(search.user) ? search.user : undefined,
  }),
  component: AdminRoute,
});

function AdminRoute() {
  const { tab, user } = useSearch({ from: '/admin' });
  const languageReady = useBackOfficeLanguage();
  return <RequireAdmin>{languageReady && <AdminPage tab={tab} userId={user} />}</RequireAdmin>;
}
