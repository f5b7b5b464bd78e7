import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEur } from '@/lib/format';
import { CREDIT_PRICE_EUR } from '@/lib/product';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

/** Home page's pricing block; the selector itself is passed in by the page. */
export function PricingSection({ selector }: { selector: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <section id="pricing" className="scroll-mt-24 py-16 sm:py-24" aria-labelledby="pricing-title">
      <Container>
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          subtitle={t('pricing.subtitle', { price: formatEur(CREDIT_PRICE_EUR, i18n.language) })}
        />
        <div className="mt-12">{selector}</div>
      </Container>
    </section>
  );
}
