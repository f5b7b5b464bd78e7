import { useTranslation } from 'react-i18next';
import { Target, FlaskConical, Zap, Lock, ServerCog, Headphones, type LucideIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

// One icon per feature, in the catalogue's order.
const ICONS: LucideIcon[] = [Target, FlaskConical, Zap, Lock, ServerCog, Headphones];

/** The section's anchor: 'Watch Demo' leads here, to what an analysis does. */
export const FEATURES_ANCHOR = 'features';

export function FeatureGrid() {
  const { t } = useTranslation();
  const items = t('features.items', { returnObjects: true });

  return (
    <section id={FEATURES_ANCHOR} className="scroll-mt-24 py-16 sm:py-24" aria-labelledby="features-title">
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          subtitle={t('features.subtitle')}
        />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => {
            const Icon = ICONS[index % ICONS.length];
            return (
              <li
                key={item.title}
                className="group flex gap-4 rounded-2xl border border-white/8 bg-ink-900/70 p-5 transition hover:-translate-y-0.5 hover:border-brand-400/30 hover:bg-ink-900 sm:block sm:p-6"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/20 transition group-hover:bg-brand-400/15">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-fg sm:mt-5">{item.title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-fg-muted sm:mt-2">{item.body}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
