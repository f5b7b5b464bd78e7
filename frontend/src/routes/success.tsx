import { createFileRoute } from '@tanstack/react-router';
import { titledPage } from '@/components/layout/titled-page';
import { SuccessPanel } from '@/features/marketing/components/success-panel';

export const Route = createFileRoute('/success')({ component: titledPage('success.title', SuccessPanel) });
