import { createFileRoute } from '@tanstack/react-router';
import { titledPage } from '@/components/layout/titled-page';
import { DisownPanel } from '@/features/auth/components/disown-panel';

export const Route = createFileRoute('/account/disown')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: titledPage('accountSessions.disown.title', DisownPage),
});

function DisownPage() {
  const { token } = Route.useSearch();
  return <DisownPanel token={token} />;
}
