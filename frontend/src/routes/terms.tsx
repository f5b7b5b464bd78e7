import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { parseSection, TERMS_SECTIONS, type TermsSection } from '@/features/legal/legal-sections';

export const Route = createFileRoute('/terms')({
  validateSearch: (search: Record<string, unknown>): { tab?: TermsSection } => ({
    tab: parseSection(TERMS_SECTIONS, search.tab),
  }),
  component: TermsPage,
});

function TermsPage() {
  const { t } = useTranslation();
  const { tab = 'overview' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title={t('terms.title')} />
      <TermsOfService
        section={tab}
        onSectionChange={(next) =>
          void navigate({
            search: { tab: next === 'overview' ? undefined : next },
            replace: true,
            resetScroll: false,
          })
        }
      />
    </>
  );
}
