import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { TERMS_SECTIONS, type TermsSection } from '../legal-sections';
import { PolicyDocument } from './policy-document';
import '../legal-i18n';

interface TermsOfServiceProps {
  section: TermsSection;
  onSectionChange(section: TermsSection): void;
  /** "Last updated" shows today's date (French locale). */
  today?: Date;
}

export function TermsOfService({ section, onSectionChange, today = new Date() }: TermsOfServiceProps) {
  const { t, i18n } = useTranslation();
  const tabs = t('terms.tabs', { returnObjects: true });
  return (
    <PolicyDocument
      eyebrow={t('terms.eyebrow')}
      title={t('terms.title')}
      intro={t('terms.intro')}
      lastUpdated={formatDate(today, i18n.language)}
      activeSection={section}
      onSectionChange={onSectionChange}
      sections={TERMS_SECTIONS.map((id) => ({ id, ...tabs[id] }))}
    />
  );
}
