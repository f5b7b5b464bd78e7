// Not a guarded route (SPEC §2): the page itself fetches only when a user is signed in.
import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

export const Route = createFileRoute('/notifications')({ component: NotificationsPage });
