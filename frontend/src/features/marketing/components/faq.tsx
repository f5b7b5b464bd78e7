import { useTranslation } from 'react-i18next';
import { Accordion } from '@/components/ui/accordion';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

/** Seven questions; at most one answer open at a time. */
export function Faq() {
  const { t } = useTranslation();
  const items = t('faq.items', { returnObjects: true });

  return (
    <section className="py-16 sm:py-24" aria-labelledby="faq-title">
      <Container className="max-w-3xl">
        <SectionHeading id="faq-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
        <Accordion
          className="mt-12"
          items={items.map((item, index) => ({
            id: `faq-${index}`,
            title: item.question,
            content: <p>{item.answer}</p>,
          }))}
        />
      </Container>
    </section>
  );
}
