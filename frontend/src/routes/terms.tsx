import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { useSearchTab } from '@/hooks/use-search-tab';
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
  const [section, setSection] = useSearchTab<TermsSection>(Route, 'overview');
  return (
    <>
      <PageTitle title={t('terms.title')} />
      <TermsOfService section={section} onSectionChange={setSection} />
    </>
  );
}
