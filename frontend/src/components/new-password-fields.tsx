// A new password and its confirmation, checked against the policy as it is typed (once a submit
// was tried), for every form that sets a password: the reset's last step, Choose your password and
// Settings › Password.
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/password-field';
import { validateNewPassword, type FieldErrors, type NewPasswordValues } from '@/lib/auth/new-password-rules';
import { PasswordChecklist } from './password-checklist';

/** The fields' state; `validate()` shows what is wrong, focuses it and says whether all is well. */
export function useNewPasswordFields() {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof NewPasswordValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  function update(field: keyof NewPasswordValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateNewPassword(next));
  }

  function validate(): boolean {
    setSubmitted(true);
    const found = validateNewPassword(values);
    setErrors(found);
    if (found.password) passwordRef.current?.focus();
    else if (found.confirmPassword) confirmRef.current?.focus();
    return !found.password && !found.confirmPassword;
  }

  /** Empty again, as before any submit (after the password was set). */
  function reset() {
    setValues({ password: '', confirmPassword: '' });
    setErrors({});
    setSubmitted(false);
  }

  return { values, errors, update, validate, reset, passwordRef, confirmRef };
}

export function NewPasswordFields({
  fields,
  labels,
  disabled,
  autoFocus = true,
}: {
  fields: ReturnType<typeof useNewPasswordFields>;
  labels: { password: string; confirm: string };
  disabled: boolean;
  /** Whether the new password takes the focus (not when another field comes first). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { values, errors, update, passwordRef, confirmRef } = fields;
  const field = (name: 'password' | 'confirmPassword') => ({
    name,
    autoComplete: 'new-password',
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.target.value),
    error: errors[name] && t(`auth.validation.${errors[name]}`),
    disabled,
  });
  return (
    <>
      <PasswordField
        ref={passwordRef}
        label={labels.password}
        {...field('password')}
        hint={<PasswordChecklist password={values.password} />}
        autoFocus={autoFocus}
      />
      <PasswordField ref={confirmRef} label={labels.confirm} {...field('confirmPassword')} />
    </>
  );
}
