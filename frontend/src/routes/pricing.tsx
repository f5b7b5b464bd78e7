import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { Faq } from '@/features/marketing/components/faq';
import { ClosingCta, PACKS_ANCHOR } from '@/features/marketing/components/closing-cta';
import { CreditPackSelector } from '@/features/cart/components/credit-pack-selector';
import { parseCreditPack } from '@/lib/cart/cart-model';
import type { CreditPack } from '@/lib/product';

export const Route = createFileRoute('/pricing')({
  // ?pack=N preselects that pack (the low-balance email links here); an unknown N is ignored.
  validateSearch: (search: Record<string, unknown>): { pack?: CreditPack } => ({
    pack: parseCreditPack(search.pack),
  }),
  component: PricingPage,
});

function PricingPage() {
  const { t } = useTranslation();
  const { pack } = Route.useSearch();
  return (
    <>
      <PageTitle title={t('nav.pricing')} />
      <PageHeader
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.pageTitle')}
        subtitle={t('pricing.pageSubtitle')}
      />
      <Container id={PACKS_ANCHOR} className="scroll-mt-24">
        {/* Keyed: another ?pack= while on the page selects that pack. */}
        <CreditPackSelector key={pack} initialPack={pack} />
      </Container>
      <Faq />
      <ClosingCta onPricingPage />
    </>
  );
}
