import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { Hero } from '@/features/marketing/components/hero';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { PricingSection } from '@/features/marketing/components/pricing-section';
import { Testimonials } from '@/features/marketing/components/testimonials';
import { Faq } from '@/features/marketing/components/faq';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { CreditPackSelector } from '@/features/cart/components/credit-pack-selector';

export const Route = createFileRoute('/')({ component: HomePage });

function HomePage() {
  return (
    <>
      <PageTitle />
      <Hero />
      <FeatureGrid />
      <PricingSection selector={<CreditPackSelector />} />
      <Testimonials />
      <Faq />
      <ClosingCta />
    </>
  );
}
