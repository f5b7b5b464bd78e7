import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { TERMS_LAST_CHANGED, TERMS_SECTIONS, type TermsSection } from '../legal-sections';
import { PolicyDocument } from './policy-document';
import '../legal-i18n';

interface TermsOfServiceProps {
  section: TermsSection;
  onSectionChange(section: TermsSection): void;
}

/** "Last updated": the day the terms last changed, in the reader's language. */
export function TermsOfService({ section, onSectionChange }: TermsOfServiceProps) {
  const { t, i18n } = useTranslation();
  const tabs = t('terms.tabs', { returnObjects: true });
  return (
    <PolicyDocument
      eyebrow={t('terms.eyebrow')}
      title={t('terms.title')}
      intro={t('terms.intro')}
      lastUpdated={formatDate(`${TERMS_LAST_CHANGED}T12:00:00`, i18n.language)}
      activeSection={section}
      onSectionChange={onSectionChange}
      sections={TERMS_SECTIONS.map((id) => ({ id, ...tabs[id] }))}
    />
  );
}
