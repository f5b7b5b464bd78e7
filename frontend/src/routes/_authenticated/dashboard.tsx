// The signed-in user's home: the dashboard feature, with the notifications feature's bell and
// latest notifications in its slots.
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { LatestNotifications } from '@/features/notifications/components/latest-notifications';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

export const Route = createFileRoute('/_authenticated/dashboard')({ component: Dashboard });

function Dashboard() {
  return <DashboardPage bell={<NotificationBell />} latestNotifications={<LatestNotifications />} />;
}
