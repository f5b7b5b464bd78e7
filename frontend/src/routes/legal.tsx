import { createFileRoute } from '@tanstack/react-router';
import { titledPage } from '@/components/layout/titled-page';
import { LegalSummary } from '@/features/legal/components/legal-summary';

export const Route = createFileRoute('/legal')({ component: titledPage('legalPage.title', LegalSummary) });
