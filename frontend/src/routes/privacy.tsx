import { createFileRoute } from '@tanstack/react-router';
import { titledPage } from '@/components/layout/titled-page';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { PRIVACY_SECTIONS, sectionSearch } from '@/features/legal/legal-sections';
import { usePolicySection } from '@/features/legal/use-policy-section';

export const Route = createFileRoute('/privacy')({
  validateSearch: sectionSearch(PRIVACY_SECTIONS),
  component: titledPage('privacy.title', PrivacyPage),
});

function PrivacyPage() {
  return <PrivacyPolicy {...usePolicySection(Route, PRIVACY_SECTIONS)} />;
}
