import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/page-title';
import { PageHeader } from '@/components/layout/page-header';
import { AboutCards } from '@/features/marketing/components/about-cards';
import { ClosingCta } from '@/features/marketing/components/closing-cta';

export const Route = createFileRoute('/about')({ component: AboutPage });

function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('nav.about')} />
      <PageHeader eyebrow={t('about.eyebrow')} title={t('about.title')} subtitle={t('about.subtitle')} />
      <AboutCards />
      <div className="mt-12">
        <ClosingCta />
      </div>
    </>
  );
}
