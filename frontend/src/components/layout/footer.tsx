import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MessageCircle, Mail } from 'lucide-react';
import { COMMUNITY_URL, SUPPORT_EMAIL } from '@/lib/config';
import { BRAND_NAME, MINIMUM_AGE } from '@/lib/product';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';

const LEGAL_LINKS = [
  { to: '/legal', labelKey: 'footer.legal' },
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/privacy', labelKey: 'footer.privacy' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const linkClass = 'text-sm text-fg-muted transition hover:text-fg';

  return (
    <footer className="mt-16 border-t border-white/8 bg-ink-950/60 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 grid-cols-2 md:grid-cols-[1.6fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <BrandLogo />
          <p className="mt-4 text-sm leading-relaxed text-fg-muted">{t('footer.tagline')}</p>
          <div className="mt-6">
            <LanguageSwitcher />
          </div>
        </div>

        <nav aria-labelledby="footer-legal-heading">
          <h2
            id="footer-legal-heading"
            className="font-sans text-xs font-semibold tracking-[0.16em] text-fg-subtle uppercase"
          >
            {t('footer.legalHeading')}
          </h2>
          <ul className="mt-4 grid gap-3">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.16em] text-fg-subtle uppercase">
            {t('footer.communityHeading')}
          </h2>
          <ul className="mt-4 grid gap-3">
            <li>
              <a
                href={COMMUNITY_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <MessageCircle className="size-4" aria-hidden="true" />
                {t('footer.community')}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} inline-flex items-center gap-2`}>
                <Mail className="size-4" aria-hidden="true" />
                {t('footer.support')}
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/8">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-xs text-fg-subtle sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p className="flex items-start gap-3 md:max-w-2xl">
            <span className="mt-0.5 inline-flex shrink-0 items-center justify-center rounded-md border border-gold-400/40 px-1.5 py-0.5 font-semibold text-gold-300">
              {MINIMUM_AGE}+
            </span>
            <span>{t('footer.responsible')}</span>
          </p>
          <p className="shrink-0">
            {t('footer.rights', { year: new Date().getFullYear(), brand: BRAND_NAME })}
          </p>
        </div>
      </div>
    </footer>
  );
}
