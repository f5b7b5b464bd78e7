// The edit-user form: email (required), credits (min 0, step 0.01) with the reason of a change,
// back-office role (owners only), status and an optional new password. Only what changed is sent; an edit of one's own account signs the admin
// out about 2 s later (SPEC §6). Credits are set from the balance the form started from: when it
// moved meanwhile (a purchase), the server refuses the edit and the form starts again from the
// fresh balance.
import { useState, type FormEvent } from 'react';
import { CreditsErrorCode } from '@storefront/contracts/browser';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/toast';
import {
  ADMIN_ROLES,
  CREDIT_REASONS,
  type AdminRole,
  type AdminUserRow,
  type CreditReason,
  type UserStatus,
} from '../../admin-contracts';
import { pendingMessage } from '../../approvals/pending-message';
import { can, useAdminRole } from '../../roles/admin-role';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectField } from '../../components/select-field';
import { errorMessage, replyMessage } from '../../error-message';
import { getUserRow } from '../api/get-users';
import { useSetUserPassword } from '../api/set-user-password';
import { useUpdateUser } from '../api/update-user';
import { editFormOf, planUserEdit, type UserEditForm, type UserEditPlan } from '../user-edit';

/** How long the admin who edited their own account still sees the page (SPEC §9: about 2 s). */
export const SELF_SIGN_OUT_DELAY_MS = 2000;

interface EditUserModalProps {
  user: AdminUserRow;
  isSelf: boolean;
  onClose: () => void;
}

type FieldErrors = Extract<UserEditPlan, { kind: 'invalid' }>['errors'];

export function EditUserModal({ user, isSelf, onClose }: EditUserModalProps) {
  const { t } = useTranslation('admin');
  const { signOut } = useAuth();
  // The row the form started from: what an edit is compared with, and its `expected_credits`.
  const [start, setStart] = useState(user);
  const [form, setForm] = useState<UserEditForm>(() => editFormOf(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  /** A grant of a money-moving role waiting for the "Are you sure?" (its role). */
  const [grantToConfirm, setGrantToConfirm] = useState<'finance' | 'owner' | null>(null);
  const updateUser = useUpdateUser();
  const setPassword = useSetUserPassword();
  const saving = updateUser.isPending || setPassword.isPending;
  const myRole = useAdminRole();
  const creditsTouched = form.credits.trim() !== editFormOf(start).credits;

  const set = <K extends keyof UserEditForm>(key: K, value: UserEditForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save(false);
  }

  /** `grantConfirmed`: the administrator said yes to granting finance or owner. */
  async function save(grantConfirmed: boolean) {
    const plan = planUserEdit(start, form);
    if (plan.kind === 'invalid') {
      setErrors(plan.errors);
      return;
    }
    if (plan.kind === 'unchanged') {
      notify.warning(t('users.noChange'));
      return;
    }
    // Finance and owner move money and grant rights: granting them is never one click.
    const granted = plan.changes.role;
    if ((granted === 'finance' || granted === 'owner') && !grantConfirmed) {
      setGrantToConfirm(granted);
      return;
    }
    setGrantToConfirm(null);
    let message = '';
    // The credits change waits for a second person (the other fields were saved): said above all.
    let pending: string | null = null;
    try {
      if (Object.keys(plan.changes).length) {
        const reply = await updateUser.mutateAsync({ userId: user.id, changes: plan.changes });
        message = reply.message;
        pending = pendingMessage(reply, t);
      }
      if (plan.password)
        message = (await setPassword.mutateAsync({ userId: user.id, password: plan.password })).message;
    } catch (error) {
      notify.error(errorMessage(error, t('users.updateError')));
      if (error instanceof ApiError && error.code === CreditsErrorCode.BalanceChanged)
        await startFromCurrentBalance();
      return;
    }
    if (pending) notify.info(pending);
    else notify.success(replyMessage(message, t('users.done.updated')));
    onClose();
    if (isSelf) {
      notify.info(t('users.selfSignOut'));
      window.setTimeout(() => void signOut(), SELF_SIGN_OUT_DELAY_MS);
    }
  }

  async function startFromCurrentBalance() {
    const fresh = await getUserRow(user.id).catch(() => null);
    if (!fresh) return;
    setStart(fresh);
    set('credits', String(fresh.credits));
  }

  const fieldError = (key: keyof FieldErrors) => (errors[key] ? t(`users.edit.${errors[key]}`) : null);
  const statusOptions: { value: UserStatus; label: string }[] = [
    { value: 'active', label: t('users.status.active') },
    { value: 'banned', label: t('users.status.banned') },
  ];

  return (
    <Modal
      onClose={saving ? () => {} : onClose}
      title={t('users.edit.title')}
      description={user.id}
      closeLabel={t('shell.close')}
      className="sm:max-w-lg"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        {isSelf && (
          <p className="rounded-xl bg-gold-400/10 px-3.5 py-2.5 text-sm text-gold-200 ring-1 ring-gold-400/25 ring-inset">
            {t('users.edit.ownAccount')}
          </p>
        )}
        <TextField
          label={t('users.edit.email')}
          type="email"
          required
          autoComplete="off"
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
          error={fieldError('email')}
          data-autofocus
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('users.edit.credits')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            required
            value={form.credits}
            onChange={(event) => set('credits', event.target.value)}
            error={fieldError('credits')}
          />
          <SelectField
            label={t('users.edit.status')}
            value={form.status}
            options={statusOptions}
            onChange={(value) => set('status', value)}
          />
        </div>
        {creditsTouched && (
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t('reasons.label')}
              value={form.reason}
              options={[
                { value: '' as const, label: t('reasons.choose') },
                ...CREDIT_REASONS.map((code) => ({ value: code, label: t(`reasons.codes.${code}`) })),
              ]}
              onChange={(value: CreditReason | '') => set('reason', value)}
            />
            <TextField
              label={t(form.reason === 'other' ? 'reasons.noteRequired' : 'reasons.note')}
              value={form.reasonNote}
              maxLength={500}
              onChange={(event) => set('reasonNote', event.target.value)}
              error={fieldError('reason')}
            />
          </div>
        )}
        {can(myRole, 'manageAccounts') && (
          <div className="rounded-xl border border-white/8 bg-ink-850/60 px-3.5 py-3">
            <SelectField
              label={t('roles.label')}
              value={form.role}
              options={[
                { value: '' as const, label: t('roles.none') },
                ...ADMIN_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
              ]}
              onChange={(value: AdminRole | '') => set('role', value)}
            />
            <p className="mt-1 text-xs text-fg-subtle">
              {t('roles.hint')} {t('users.edit.isAdminHint')}
            </p>
          </div>
        )}
        <PasswordField
          label={t('users.edit.password')}
          autoComplete="new-password"
          value={form.password}
          onChange={(event) => set('password', event.target.value)}
          hint={t('users.edit.passwordHint')}
          error={fieldError('password')}
          showLabel={t('users.edit.showPassword')}
          hideLabel={t('users.edit.hidePassword')}
        />
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            {t('shell.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? t('users.edit.saving') : t('users.edit.submit')}
          </Button>
        </div>
      </form>
      {grantToConfirm && (
        <ConfirmDialog
          open
          title={t('users.grant.title', { role: t(`roles.${grantToConfirm}`), email: form.email })}
          message={t(`users.grant.${grantToConfirm}`)}
          confirmLabel={t('users.grant.confirm', { role: t(`roles.${grantToConfirm}`) })}
          busyLabel={t('users.edit.saving')}
          busy={saving}
          onConfirm={() => void save(true)}
          onClose={() => setGrantToConfirm(null)}
        />
      )}
    </Modal>
  );
}
