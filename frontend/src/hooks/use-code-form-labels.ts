// The words of a one-time code's boxes (the UI kit's CodeForm takes them from its caller), the same
// for every code the site asks for: emailed, authenticator app, two-factor setup.
import { useTranslation } from 'react-i18next';

export function useCodeFormLabels() {
  const { t } = useTranslation();
  return {
    label: t('auth.codeLabel'),
    digitLabel: (index: number, count: number) => t('auth.codeDigit', { index, count }),
    incompleteMessage: t('auth.validation.codeIncomplete'),
  };
}
