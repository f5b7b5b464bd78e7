// Utilisateurs: search and page through accounts; ban, unban, edit and delete them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { notify } from '@/lib/toast';
import { useAuth } from '@/lib/auth/auth-context';
import type { AdminUserRow } from '../../admin-contracts';
import { DataTablePanel } from '../../components/data-table/data-table-panel';
import { PageSizeSelect } from '../../components/page-size-select';
import { errorMessage, queryLoadError } from '../../error-message';
import { formatCount } from '../../admin-format';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditUserModal } from './edit-user-modal';
import { UsersTable } from './users-table';
import { useUserPages } from '../hooks/use-user-pages';

const PAGE_SIZES = ['10', '25', '50', '100'] as const;

export function UsersTab() {
  const { t } = useTranslation('admin');
  const { user: me } = useAuth();
  const { users, search, setSearch, page, setPage, pages, total, pageSize, setPageSize } =
    useUserPages<(typeof PAGE_SIZES)[number]>('10');
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);

  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  useErrorToast(users.isError, t('users.loadError'));

  function toggleBan(row: AdminUserRow) {
    const status = row.status === 'banned' ? 'active' : 'banned';
    updateUser.mutate(
      { userId: row.id, changes: { status } },
      {
        onSuccess: () => notify.success(t(status === 'banned' ? 'users.done.banned' : 'users.done.unbanned')),
        onError: (error) => notify.error(errorMessage(error, t('users.operationError'))),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteUser.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(t('users.done.deleted'));
        setDeleting(null);
        // The last row of the last page is gone: step back a page.
        if (users.data?.users.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => notify.error(errorMessage(error, t('users.operationError'))),
    });
  }

  return (
    <div className="grid gap-4">
      <DataTablePanel
        title={
          <span className="inline-flex items-center gap-2">
            <Users className="size-4 text-brand-300" aria-hidden="true" />
            {t('tabs.users.label')}
          </span>
        }
        subtitle={users.data ? t('users.total', { count: total, formatted: formatCount(total) }) : undefined}
        search={{
          label: t('users.searchLabel'),
          placeholder: t('users.searchPlaceholder'),
          value: search,
          onChange: setSearch,
          clearLabel: t('shell.clearSearch'),
          className: 'w-full sm:w-80',
          placement: 'heading',
        }}
        error={queryLoadError(users, t('users.loadError'))}
        paging={{ page, pages, onPageChange: setPage, always: total > 0 }}
        footerStart={
          total > 0 && <PageSizeSelect sizes={PAGE_SIZES} value={pageSize} onChange={setPageSize} />
        }
      >
        <UsersTable
          users={users.data?.users ?? []}
          loading={users.isPending}
          busy={users.isPlaceholderData}
          meId={me?.id ?? null}
          pendingUserId={updateUser.isPending ? updateUser.variables?.userId : undefined}
          onEdit={setEditing}
          onToggleBan={toggleBan}
          onDelete={setDeleting}
        />
      </DataTablePanel>

      {editing && (
        <EditUserModal user={editing} isSelf={editing.id === me?.id} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('users.delete.title')}
        message={t('users.delete.message', { email: deleting?.email ?? '' })}
        confirmLabel={t('users.delete.confirm')}
        busyLabel={t('users.delete.deleting')}
        busy={deleteUser.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
