// Utilisateurs: search and page through accounts; ban, unban, edit and delete them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { notify } from '@/lib/toast';
import { useAuth } from '@/lib/auth/auth-context';
import type { AdminUserRow } from '../../admin-contracts';
import { DataTablePanel } from '../../components/data-table/data-table-panel';
import { SelectField } from '../../components/select-field';
import { errorMessage } from '../../error-message';
import { formatCount } from '../../admin-format';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useErrorToast } from '../../hooks/use-error-toast';
import { usePageInRange } from '../../hooks/use-page-in-range';
import { pageCount } from '../../pagination';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditUserModal } from './edit-user-modal';
import { UsersTable } from './users-table';

const PAGE_SIZES = ['10', '25', '50', '100'] as const;

export function UsersTab() {
  const { t } = useTranslation('admin');
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<(typeof PAGE_SIZES)[number]>('10');
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);
  const debouncedSearch = useDebouncedValue(search);

  const users = useUsers({ search: debouncedSearch, page, pageSize: Number(pageSize) });
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  useErrorToast(users.isError, t('users.loadError'));

  const total = users.data?.total ?? 0;
  const pages = pageCount(total, Number(pageSize));
  usePageInRange(page, setPage, users.isPlaceholderData ? undefined : users.data, Number(pageSize));

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
        error={
          users.isError && !users.data
            ? {
                message: errorMessage(users.error, t('users.loadError')),
                onRetry: () => void users.refetch(),
              }
            : null
        }
        paging={{ page, pages, onPageChange: setPage, always: total > 0 }}
        footerStart={
          total > 0 && (
            <SelectField
              label={t('pager.perPage')}
              value={pageSize}
              options={PAGE_SIZES.map((size) => ({ value: size, label: size }))}
              onChange={(value) => {
                setPageSize(value);
                setPage(1);
              }}
              compact
              className="flex items-center gap-2 [&_label]:mb-0 [&_label]:text-xs [&_label]:text-fg-subtle"
            />
          )
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
