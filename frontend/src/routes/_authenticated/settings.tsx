// /settings and /settings/2fa: signed out, they say 'Access Denied' for a second before /login.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Container } from '@/components/ui/container';

export const Route = createFileRoute('/_authenticated/settings')({
  staticData: { accessDeniedNotice: true },
  component: () => (
    <Container className="max-w-3xl py-10 sm:py-16">
      <Outlet />
    </Container>
  ),
});
