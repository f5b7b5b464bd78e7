// The email address field of the auth forms: typed, completed and worded alike everywhere.
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'type'>>(
  function EmailField(props, ref) {
    const { t } = useTranslation();
    return (
      <TextField
        ref={ref}
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        {...props}
      />
    );
  },
);
