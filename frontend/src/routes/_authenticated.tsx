// Pathless layout of every page that needs a signed-in user (dashboard, settings, …).
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RequireUser } from '@/features/auth/components/route-guards';

export const Route = createFileRoute('/_authenticated')({
  component: () => (
    <RequireUser>
      <Outlet />
    </RequireUser>
  ),
});
