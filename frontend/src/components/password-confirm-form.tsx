// The password asked again before a change (a sensitive setting, deleting the account): the field,
// Cancel and the confirm button, which spins while the caller is busy. The caller keeps the state
// and says what a wrong password means.
import type { FormEvent, ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';

interface PasswordConfirmFormProps {
  label: string;
  name: string;
  password: string;
  /** Typing clears the error shown. */
  onPasswordChange: (password: string) => void;
  error: string | null;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  icon: ReactNode;
  danger?: boolean;
}

export function PasswordConfirmForm(props: PasswordConfirmFormProps) {
  const { pending } = props;
  return (
    <form noValidate onSubmit={props.onSubmit} className="grid gap-5">
      <PasswordField
        label={props.label}
        name={props.name}
        autoComplete="current-password"
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
        error={props.error}
        disabled={pending}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onCancel} disabled={pending}>
          {props.cancelLabel}
        </Button>
        <Button type="submit" variant={props.danger ? 'danger' : 'primary'} disabled={pending}>
          {pending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : props.icon}
          {pending ? props.pendingLabel : props.confirmLabel}
        </Button>
      </div>
    </form>
  );
}
