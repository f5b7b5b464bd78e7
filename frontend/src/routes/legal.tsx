import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { LegalSummary } from '@/features/legal/components/legal-summary';

export const Route = createFileRoute('/legal')({ component: LegalPage });

function LegalPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('legalPage.title')} />
      <LegalSummary />
    </>
  );
}
