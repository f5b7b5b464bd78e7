import { createFileRoute } from '@tanstack/react-router';
import { titledPage } from '@/components/layout/titled-page';
import { TermsOfService } from '@/features/legal/components/terms-of-service';
import { sectionSearch, TERMS_SECTIONS } from '@/features/legal/legal-sections';
import { usePolicySection } from '@/features/legal/use-policy-section';

export const Route = createFileRoute('/terms')({
  validateSearch: sectionSearch(TERMS_SECTIONS),
  component: titledPage('terms.title', TermsPage),
});

function TermsPage() {
  return <TermsOfService {...usePolicySection(Route, TERMS_SECTIONS)} />;
}
