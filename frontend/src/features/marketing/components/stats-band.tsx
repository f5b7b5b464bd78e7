import { useTranslation } from 'react-i18next';
import { STATS } from '@/lib/product';

/** The four headline figures: 90%, 5M+, 4.9/5, 24/7. */
export function StatsBand() {
  const { t } = useTranslation();
  return (
    <dl
      className="grid grid-cols-2 overflow-hidden rounded-2xl border border-white/8 bg-white/8 md:grid-cols-4"
      style={{ gap: 1 }}
    >
      {STATS.map((stat) => (
        <div key={stat.key} className="flex flex-col-reverse items-center bg-ink-900 px-4 py-7 text-center">
          <dt className="mt-1 text-sm text-fg-muted">{t(`stats.${stat.key}`)}</dt>
          <dd className="text-gradient font-display text-3xl font-semibold sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
