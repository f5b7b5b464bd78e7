import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { DisownPanel } from '@/features/auth/components/disown-panel';

export const Route = createFileRoute('/account/disown')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: DisownPage,
});

function DisownPage() {
  const { t } = useTranslation();
  const { token } = Route.useSearch();
  return (
    <>
      <PageTitle title={t('accountSessions.disown.title')} />
      <DisownPanel token={token} />
    </>
  );
}
