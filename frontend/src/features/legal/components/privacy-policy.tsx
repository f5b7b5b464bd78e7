import { useTranslation } from 'react-i18next';
import { PRIVACY_SECTIONS, type PrivacySection } from '../legal-sections';
import { PolicyDocument } from './policy-document';
import '../legal-i18n';

interface PrivacyPolicyProps {
  section: PrivacySection;
  onSectionChange(section: PrivacySection): void;
}

export function PrivacyPolicy({ section, onSectionChange }: PrivacyPolicyProps) {
  const { t } = useTranslation();
  const tabs = t('privacy.tabs', { returnObjects: true });
  return (
    <PolicyDocument
      eyebrow={t('privacy.eyebrow')}
      title={t('privacy.title')}
      intro={t('privacy.intro')}
      activeSection={section}
      onSectionChange={onSectionChange}
      sections={PRIVACY_SECTIONS.map((id) => ({ id, ...tabs[id] }))}
    />
  );
}
