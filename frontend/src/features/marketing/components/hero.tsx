import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, PlayCircle, CheckCircle2, Activity } from 'lucide-react';
import { APP_PATHS } from '@/lib/app-paths';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Badge } from '@/components/ui/badge';
import { FEATURES_ANCHOR } from './feature-grid';

export function Hero() {
  const { t } = useTranslation();
  const trust = t('hero.trust', { returnObjects: true });

  return (
    <section className="relative overflow-hidden" aria-labelledby="hero-title">
      <div
        aria-hidden="true"
        className="bg-grid pointer-events-none absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <Container className="relative grid items-center gap-14 pt-14 pb-20 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:gap-10 lg:pt-24 lg:pb-16">
        <div>
          <Badge tone="brand" className="mb-6">
            <span className="size-1.5 animate-pulse rounded-full bg-brand-300" aria-hidden="true" />
            {t('hero.eyebrow')}
          </Badge>
          <h1
            id="hero-title"
            className="text-[2.6rem] leading-[1.05] font-semibold text-fg sm:text-6xl lg:text-7xl"
          >
            {t('hero.titleLead')} <span className="text-gradient">{t('hero.titleAccent')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-fg-muted">{t('hero.body')}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Link to={APP_PATHS.register} className={buttonStyles({ size: 'lg' })}>
              {t('hero.getStarted')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            {/* No video exists: the demo is the walk through what an analysis gives, on this page. */}
            <Link
              to="/"
              hash={FEATURES_ANCHOR}
              className={buttonStyles({ size: 'lg', variant: 'secondary' })}
            >
              <PlayCircle className="size-4" aria-hidden="true" />
              {t('hero.watchDemo')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
            {trust.map((item) => (
              <li key={item} className="flex items-center gap-2 text-sm text-fg-muted">
                <CheckCircle2 className="size-4 text-brand-300" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <AnalysisPreview />
      </Container>
    </section>
  );
}

/** A static mock of an analysis result: shows the product's output at a glance. */
function AnalysisPreview() {
  const { t } = useTranslation();
  const bars = [38, 52, 47, 61, 58, 70, 66, 78, 74, 86, 82, 90];

  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none" aria-label={t('hero.preview.label')}>
      <div
        aria-hidden="true"
        className="absolute -inset-6 rounded-[2rem] bg-gradient-to-tr from-brand-400/20 via-transparent to-gold-400/15 blur-2xl"
      />
      <div className="relative rounded-3xl border border-white/10 bg-ink-900/90 p-5 shadow-card backdrop-blur sm:p-6">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-2 text-xs font-medium text-fg-muted">
            <Activity className="size-4 text-brand-300" aria-hidden="true" />
            {t('hero.preview.label')}
          </div>
          <div className="flex gap-1.5" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-white/15" />
            <span className="size-2.5 rounded-full bg-white/15" />
            <span className="size-2.5 rounded-full bg-brand-400/80" />
          </div>
        </div>

        <dl className="mt-5 rounded-2xl border border-white/8 bg-ink-850 p-4">
          <dt className="text-xs text-fg-subtle">{t('hero.preview.strategy')}</dt>
          <dd className="mt-1 font-medium text-fg">{t('hero.preview.strategyValue')}</dd>
        </dl>

        <div className="mt-4 grid grid-cols-3 gap-3">
          <PreviewStat label={t('hero.preview.confidence')} value="90%" accent />
          <PreviewStat label={t('hero.preview.latency')} value="87 ms" />
          <PreviewStat label={t('hero.preview.rounds')} value="5M+" />
        </div>

        <div
          className="mt-4 flex h-28 items-end gap-1.5 rounded-2xl border border-white/8 bg-ink-850 p-4"
          aria-hidden="true"
        >
          {bars.map((height, index) => (
            <span
              key={index}
              style={{ height: `${height}%` }}
              className="flex-1 rounded-t-md bg-gradient-to-t from-brand-600/40 to-brand-300/90"
            />
          ))}
        </div>

        <div className="mt-4 flex items-start gap-3 rounded-2xl border border-gold-400/25 bg-gold-400/8 p-4">
          <span className="mt-0.5 size-2 shrink-0 rounded-full bg-gold-300" aria-hidden="true" />
          <p className="text-sm">
            <span className="font-semibold text-gold-200">{t('hero.preview.verdict')} · </span>
            <span className="text-fg-muted">{t('hero.preview.verdictValue')}</span>
          </p>
        </div>
      </div>
    </figure>
  );
}

function PreviewStat({ label, value, accent }: { label: string; value: string; accent?: boolean }) {
  return (
    <div className="rounded-2xl border border-white/8 bg-ink-850 p-3">
      <p
        className={
          accent
            ? 'font-display text-xl font-semibold text-brand-300'
            : 'font-display text-xl font-semibold text-fg'
        }
      >
        {value}
      </p>
      <p className="mt-1 text-[11px] leading-tight text-fg-subtle">{label}</p>
    </div>
  );
}
