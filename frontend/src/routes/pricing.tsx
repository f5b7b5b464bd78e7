import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { Faq } from '@/features/marketing/components/faq';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { CreditPackSelector } from '@/features/cart/components/credit-pack-selector';

export const Route = createFileRoute('/pricing')({ component: PricingPage });

function PricingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('nav.pricing')} />
      <PageHeader
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.pageTitle')}
        subtitle={t('pricing.pageSubtitle')}
      />
      <Container>
        <CreditPackSelector />
      </Container>
      <Faq />
      <ClosingCta />
    </>
  );
}
