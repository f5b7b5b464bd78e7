// The users table: who, status, role, credits, sign-up, last sign-in, e-mail verification, actions.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Ban, CircleCheck, Clock, Pencil, ShieldCheck, Trash2, Undo2 } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { cx } from '@/lib/class-names';
import { creditTone } from '@/lib/credit-tone';
import type { AdminUserRow } from '../../admin-contracts';
import { StatusPill } from '../../components/status-pill';
import { DataTable, useTableTexts, Td, Tr } from '../../components/data-table/table';
import { formatDateTime, formatNumber } from '../../admin-format';

interface UsersTableProps {
  users: AdminUserRow[];
  loading: boolean;
  busy: boolean;
  meId: string | null;
  /** A ban or unban of this user is on its way. */
  pendingUserId?: string;
  onEdit: (user: AdminUserRow) => void;
  onToggleBan: (user: AdminUserRow) => void;
  onDelete: (user: AdminUserRow) => void;
}

const COLUMNS = [
  'user',
  'status',
  'role',
  'credits',
  'created',
  'lastSignIn',
  'emailConfirmed',
  'actions',
] as const;

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-fg-subtle transition hover:bg-white/8 hover:text-fg disabled:pointer-events-none disabled:opacity-35';

export function UsersTable({
  users,
  loading,
  busy,
  meId,
  pendingUserId,
  onEdit,
  onToggleBan,
  onDelete,
}: UsersTableProps) {
  const { t } = useTranslation('admin');
  const texts = useTableTexts('users', COLUMNS, ['credits', 'actions']);
  return (
    <DataTable {...texts} rows={users} loading={loading} busy={busy}>
      {(user) => {
        const self = user.id === meId;
        const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
        const banned = user.status === 'banned';
        const pending = pendingUserId === user.id;
        const confirmedAt = user.email_confirmed_at;
        return (
          <Tr key={user.id} data-testid={`user-row-${user.id}`}>
            <Td>
              <div className="flex min-w-0 flex-col">
                <span className={cx('font-medium', name ? 'text-fg' : 'text-fg-subtle italic')}>
                  {name || t('users.noName')}
                  {self && (
                    <span className="ml-2 rounded-md bg-brand-400/12 px-1.5 py-0.5 text-[11px] font-semibold text-brand-300 not-italic">
                      {t('users.you')}
                    </span>
                  )}
                </span>
                <Link
                  to="/admin/users/$userId"
                  params={{ userId: user.id }}
                  className="text-fg-muted underline-offset-2 hover:text-brand-300 hover:underline"
                  aria-label={t('customer.open', { email: user.email })}
                >
                  {user.email}
                </Link>
                <span className="font-mono text-[11px] text-fg-subtle" title={user.id}>
                  {user.id}
                </span>
              </div>
            </Td>
            <Td>
              <StatusPill tone={banned ? 'red' : 'green'}>
                {banned ? t('users.status.banned') : t('users.status.active')}
              </StatusPill>
            </Td>
            {/* One word per role, as on the customer's page, and never broken mid-word. */}
            <Td className="whitespace-nowrap" data-testid="user-role">
              {user.is_admin ? (
                <StatusPill tone="gold" dot={false}>
                  <ShieldCheck className="size-3.5" aria-hidden="true" />
                  {user.role ? t(`roles.${user.role}`) : t('users.role.admin')}
                </StatusPill>
              ) : (
                <span className="text-fg-subtle">{t('roles.none')}</span>
              )}
            </Td>
            <Td className={cx('text-right font-medium tabular-nums', creditTone(user.credits, 'text-fg'))}>
              {formatNumber(user.credits)}
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{formatDateTime(user.created_at)}</Td>
            <Td className="whitespace-nowrap tabular-nums">
              {user.last_sign_in_at ? (
                formatDateTime(user.last_sign_in_at)
              ) : (
                <span className="text-fg-subtle">{t('shell.never')}</span>
              )}
            </Td>
            <Td>
              <span
                className={cx(
                  'inline-flex items-center gap-1.5',
                  confirmedAt ? 'text-brand-300' : 'text-amber-300',
                )}
                title={confirmedAt ? formatDateTime(confirmedAt) : undefined}
              >
                {confirmedAt ? (
                  <CircleCheck className="size-4" aria-hidden="true" />
                ) : (
                  <Clock className="size-4" aria-hidden="true" />
                )}
                {confirmedAt ? t('users.confirmed') : t('users.notConfirmed')}
              </span>
            </Td>
            <Td>
              <div className="flex items-center justify-end gap-0.5">
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => onEdit(user)}
                  aria-label={t('users.actions.editLabel', { email: user.email })}
                  title={t('users.actions.edit')}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={cx(iconButton, banned ? 'hover:text-brand-300' : 'hover:text-amber-300')}
                  onClick={() => onToggleBan(user)}
                  disabled={self || pending}
                  aria-label={t(banned ? 'users.actions.unbanLabel' : 'users.actions.banLabel', {
                    email: user.email,
                  })}
                  title={
                    self
                      ? t('users.actions.ownAccount')
                      : t(banned ? 'users.actions.unban' : 'users.actions.ban')
                  }
                >
                  {pending ? (
                    <Spinner label={t('shell.loading')} />
                  ) : banned ? (
                    <Undo2 className="size-4" aria-hidden="true" />
                  ) : (
                    <Ban className="size-4" aria-hidden="true" />
                  )}
                </button>
                <button
                  type="button"
                  className={cx(iconButton, 'hover:text-danger-300')}
                  onClick={() => onDelete(user)}
                  disabled={self}
                  aria-label={t('users.actions.deleteLabel', { email: user.email })}
                  title={self ? t('users.actions.ownAccount') : t('users.actions.delete')}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </div>
            </Td>
          </Tr>
        );
      }}
    </DataTable>
  );
}
