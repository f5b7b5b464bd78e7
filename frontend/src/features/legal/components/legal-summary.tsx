import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  ArrowRight,
  FileText,
  ShieldCheck,
  AlertTriangle,
  HeartHandshake,
  type LucideIcon,
} from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/layout/page-header';
import '../legal-i18n';

interface SummaryCard {
  key: 'termsCard' | 'privacyCard' | 'disclaimerCard';
  icon: LucideIcon;
  to?: '/terms' | '/privacy';
}

const CARDS: SummaryCard[] = [
  { key: 'termsCard', icon: FileText, to: '/terms' },
  { key: 'privacyCard', icon: ShieldCheck, to: '/privacy' },
  { key: 'disclaimerCard', icon: AlertTriangle },
];

/** /legal: the terms, privacy and disclaimer in a few lines each. */
export function LegalSummary() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        eyebrow={t('legalPage.eyebrow')}
        title={t('legalPage.title')}
        subtitle={t('legalPage.subtitle')}
      />
      <Container>
        <ul className="grid gap-5 lg:grid-cols-3">
          {CARDS.map(({ key, icon: Icon, to }) => (
            <li key={key}>
              <Card className="flex h-full flex-col p-7">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/20">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h2 className="mt-5 text-xl font-semibold text-fg">{t(`legalPage.${key}.title`)}</h2>
                <ul className="mt-4 grid flex-1 content-start gap-3">
                  {t(`legalPage.${key}.points`, { returnObjects: true }).map((point) => (
                    <li key={point} className="flex gap-3 text-sm leading-relaxed text-fg-muted">
                      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-300" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
                {to && (
                  <Link
                    to={to}
                    className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-300 hover:text-brand-200"
                  >
                    {t('legalPage.readMore')}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                )}
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-8 flex items-start gap-3 rounded-2xl border border-gold-400/25 bg-gold-400/8 p-5 text-sm leading-relaxed text-fg-muted">
          <HeartHandshake className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden="true" />
          {t('legalPage.responsible')}
        </p>
      </Container>
    </>
  );
}
