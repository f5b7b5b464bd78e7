import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { useSearchTab } from '@/hooks/use-search-tab';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { parseSection, PRIVACY_SECTIONS, type PrivacySection } from '@/features/legal/legal-sections';

export const Route = createFileRoute('/privacy')({
  validateSearch: (search: Record<string, unknown>): { tab?: PrivacySection } => ({
    tab: parseSection(PRIVACY_SECTIONS, search.tab),
  }),
  component: PrivacyPage,
});

function PrivacyPage() {
  const { t } = useTranslation();
  const [section, setSection] = useSearchTab<PrivacySection>(Route, 'overview');
  return (
    <>
      <PageTitle title={t('privacy.title')} />
      <PrivacyPolicy section={section} onSectionChange={setSection} />
    </>
  );
}
