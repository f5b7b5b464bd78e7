// /dashboard: header, credits card, a notifications card, the transaction history and the monthly
// statement. The bell and the latest notifications come from the notifications feature, handed in
// by the route.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Bell } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { useAuth } from '@/lib/auth/auth-context';
import { useLiveEvent } from '@/lib/realtime/live-events-provider';
import { CreditsCard } from './credits-card';
import { DashboardHeader } from './dashboard-header';
import { StatementCard } from './statement-card';
import { TransactionHistory } from './transaction-history';
import '../dashboard-i18n';

interface DashboardPageProps {
  /** The notification bell of the header. */
  bell: ReactNode;
  /** The latest notifications, shown in the notifications card. */
  latestNotifications: ReactNode;
}

export function DashboardPage({ bell, latestNotifications }: DashboardPageProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();

  // Credit changes and payments arrive with a notification: re-read the balance and history.
  useLiveEvent('notification', () => {
    if (user) void queryClient.invalidateQueries({ queryKey: ['credits', user.id] });
  });

  if (!user) return null;
  return (
    <Container className="py-10 sm:py-14">
      <PageTitle title={t('userDashboard.title')} />
      <DashboardHeader bell={bell} />

      <div className="mt-8 grid gap-5 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <CreditsCard />
        </div>
        <Card className="flex flex-col p-6 sm:p-7 lg:col-span-2">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-sky-400/12 ring-1 ring-sky-400/25 ring-inset">
              <Bell className="size-5 text-sky-300" aria-hidden="true" />
            </span>
            <h2 className="text-base font-semibold text-fg-muted">
              {t('userDashboard.notificationsCard.title')}
            </h2>
          </div>
          <div className="mt-4 flex-1">{latestNotifications}</div>
          <Link
            to="/notifications"
            className="group mt-5 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-300 transition hover:text-brand-200"
          >
            {t('userDashboard.notificationsCard.viewAll')}
            <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
          </Link>
        </Card>
      </div>

      <div className="mt-5">
        <TransactionHistory />
      </div>

      <div className="mt-5">
        <StatementCard />
      </div>
    </Container>
  );
}
