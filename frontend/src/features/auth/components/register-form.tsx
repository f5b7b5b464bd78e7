// Registration: name, email, password (with the live checklist), confirmation and the terms.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { APP_PATHS, withQuery } from '@/lib/app-paths';
import { authErrorMessage } from '@/lib/auth/auth-error-message';
import { notify } from '@/lib/toast';
import { useSignUp } from '../api/sign-up';
import { validateRegister, type FieldErrors, type RegisterValues } from '../validation';
import { authLinkStyles } from './auth-card';
import { EmailField } from './email-field';
import { PasswordChecklist } from '@/components/password-checklist';

type Field = keyof RegisterValues;
const FIELD_ORDER: readonly Field[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'terms',
];

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

/** `redirect`: where the account goes once its email is verified, carried through the next screens. */
export function RegisterForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  function update<K extends Field>(field: K, value: RegisterValues[K]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateRegister(next));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validateRegister(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      refs.current[firstInvalid]?.focus();
      return;
    }
    const email = values.email.trim();
    signUp.mutate(values, {
      onSuccess: () => void navigate({ href: withQuery(APP_PATHS.accountCreated, { email, redirect }) }),
      onError: (error) => notify.error(authErrorMessage(error, 'signUp', t)),
    });
  }

  const error = (field: Field) => (errors[field] ? t(`auth.validation.${errors[field]}`) : undefined);
  const bind = (field: Field) => ({
    ref: (node: HTMLInputElement | null) => {
      refs.current[field] = node;
    },
    name: field,
    error: error(field),
    disabled: signUp.isPending,
  });
  const bindText = (field: Exclude<Field, 'terms'>) => ({
    ...bind(field),
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(field, event.target.value),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...bindText('firstName')}
          label={t('auth.register.firstName')}
          autoComplete="given-name"
        />
        <TextField {...bindText('lastName')} label={t('auth.register.lastName')} autoComplete="family-name" />
      </div>
      <EmailField {...bindText('email')} />
      <PasswordField
        {...bindText('password')}
        label={t('auth.password')}
        autoComplete="new-password"
        hint={<PasswordChecklist password={values.password} />}
      />
      <PasswordField
        {...bindText('confirmPassword')}
        label={t('auth.register.confirmPassword')}
        autoComplete="new-password"
      />
      <Checkbox
        {...bind('terms')}
        checked={values.terms}
        onChange={(event) => update('terms', event.target.checked)}
        label={
          <Trans
            i18nKey="auth.register.terms"
            components={{
              terms: <Link to={APP_PATHS.terms} target="_blank" className={authLinkStyles} />,
              privacy: <Link to={APP_PATHS.privacy} target="_blank" className={authLinkStyles} />,
            }}
          />
        }
      />
      <Button type="submit" size="lg" block disabled={signUp.isPending}>
        <BusyIcon busy={signUp.isPending} icon={UserPlus} className="size-5" />
        {signUp.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
