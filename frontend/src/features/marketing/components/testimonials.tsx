import { useTranslation } from 'react-i18next';
import { Star, Quote } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { StatsBand } from './stats-band';

export function Testimonials() {
  const { t } = useTranslation();
  const items = t('testimonials.items', { returnObjects: true });

  return (
    <section className="py-16 sm:py-24" aria-labelledby="testimonials-title">
      <Container>
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
        />
        <ul className="mt-14 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-white/8 bg-ink-900/70 p-6">
                <div className="flex items-center justify-between">
                  <div
                    className="flex gap-0.5 text-gold-300"
                    role="img"
                    aria-label={t('testimonials.ratingLabel', { rating: 5 })}
                  >
                    {Array.from({ length: 5 }, (_, index) => (
                      <Star key={index} className="size-4 fill-current" aria-hidden="true" />
                    ))}
                  </div>
                  <Quote className="size-5 text-white/15" aria-hidden="true" />
                </div>
                <blockquote className="mt-4 flex-1 text-[15px] leading-relaxed text-fg">
                  “{item.quote}”
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-white/8 pt-5">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-ink-700 text-sm font-semibold text-brand-200 ring-1 ring-brand-400/30"
                  >
                    {initials(item.name)}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-fg">{item.name}</span>
                    <span className="block text-xs text-fg-subtle">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-12">
          <StatsBand />
        </div>
      </Container>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
