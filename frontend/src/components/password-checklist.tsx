// The live password checklist shown while a new password is typed.
import { useTranslation } from 'react-i18next';
import { Check, Circle } from 'lucide-react';
import { checkPassword, type PasswordRule } from '@/lib/auth/contracts';
import { cx } from '@/lib/class-names';

/** The rules in the order the list shows them (the spec's four, plus lower case, which the policy requires). */
export const CHECKLIST_RULES: readonly PasswordRule[] = [
  'length',
  'uppercase',
  'lowercase',
  'digit',
  'special',
];

export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const failed = new Set(checkPassword(password).failed);
  return (
    <ul id={id} aria-label={t('auth.passwordChecklist.label')} className="grid gap-1.5 sm:grid-cols-2">
      {CHECKLIST_RULES.map((rule) => {
        const met = password.length > 0 && !failed.has(rule);
        return (
          <li
            key={rule}
            data-met={met}
            className={cx(
              'flex items-center gap-2 text-xs transition-colors',
              met ? 'text-brand-300' : 'text-fg-subtle',
            )}
          >
            {met ? (
              <Check className="size-3.5 shrink-0" aria-hidden="true" />
            ) : (
              <Circle className="size-3.5 shrink-0" aria-hidden="true" />
            )}
            <span>{t(`auth.passwordChecklist.${rule}`)}</span>
            <span className="sr-only">
              ({met ? t('auth.passwordChecklist.met') : t('auth.passwordChecklist.notMet')})
            </span>
          </li>
        );
      })}
    </ul>
  );
}
