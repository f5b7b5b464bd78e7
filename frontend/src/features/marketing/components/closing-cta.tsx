import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { COMMUNITY_URL } from '@/lib/config';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** On /pricing the selector is above: 'Get Credits' leads there instead of to the page itself. */
export const PACKS_ANCHOR = 'packs';

export function ClosingCta({ onPricingPage = false }: { onPricingPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="py-12 sm:py-16" aria-labelledby="cta-title">
      <Container>
        <div className="relative overflow-hidden rounded-3xl border border-brand-400/25 bg-gradient-to-br from-brand-500/15 via-ink-900 to-gold-400/10 px-6 py-14 text-center sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="bg-grid pointer-events-none absolute inset-0 opacity-60 [mask-image:radial-gradient(ellipse_at_center,black_20%,transparent_70%)]"
          />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="cta-title" className="text-3xl font-semibold text-fg sm:text-4xl">
              {t('cta.title')}
            </h2>
            <p className="mt-4 text-fg-muted sm:text-lg">{t('cta.body')}</p>
            <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
              <Link
                to="/pricing"
                hash={onPricingPage ? PACKS_ANCHOR : undefined}
                className={buttonStyles({ size: 'lg' })}
              >
                {t('cta.getCredits')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
              <a
                href={COMMUNITY_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonStyles({ size: 'lg', variant: 'outline' })}
              >
                <MessageCircle className="size-4" aria-hidden="true" />
                {t('cta.joinDiscord')}
              </a>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
