import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { SuccessPanel } from '@/features/marketing/components/success-panel';

export const Route = createFileRoute('/success')({ component: SuccessPage });

function SuccessPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('success.title')} />
      <SuccessPanel />
    </>
  );
}
