import { useTranslation } from 'react-i18next';
import { Target, Layers, Cpu, type LucideIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { Card } from '@/components/ui/card';

const ICONS: LucideIcon[] = [Target, Layers, Cpu];

/** The about page's three cards: success rate, multi-platform, AI-powered. */
export function AboutCards() {
  const { t } = useTranslation();
  const cards = t('about.cards', { returnObjects: true });

  return (
    <Container>
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map((card, index) => {
          const Icon = ICONS[index % ICONS.length];
          return (
            <li key={card.title}>
              <Card className="h-full p-7" highlight={index === 0}>
                <div className="flex items-center justify-between">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/20">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <span className="text-gradient font-display text-3xl font-semibold">{card.stat}</span>
                </div>
                <h2 className="mt-6 text-xl font-semibold text-fg">{card.title}</h2>
                <p className="mt-3 text-sm leading-relaxed text-fg-muted">{card.body}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Container>
  );
}
