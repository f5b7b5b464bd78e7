// Crédits: pick a user, enter an amount, add or remove credits; the users' balances, the selected
// user's use of the spend API, and the history of administrators' credit changes.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/toast';
import type { AdminUserRow, CreditReason } from '../../admin-contracts';
import { DataTablePanel } from '../../components/data-table/data-table-panel';
import { LoadError } from '../../components/load-error';
import { PageSizeSelect } from '../../components/page-size-select';
import { Panel } from '../../components/panel';
import { errorMessage, queryLoadError } from '../../error-message';
import { useErrorToast } from '../../hooks/use-error-toast';
import { pendingMessage } from '../../approvals/pending-message';
import { customerQueryOptions } from '../../customer/api/get-customer';
import { useUserPages } from '../../users/hooks/use-user-pages';
import { useAdjustCredits, type AdjustReply } from '../api/adjust-credits';
import { useCreditHistory } from '../api/get-credit-history';
import { parseCreditAmount } from '../credit-balance';
import { statedReason } from '../credit-reason';
import { CreditHistoryTable } from './credit-history-table';
import { CreditOperationForm } from './credit-operation-form';
import { CreditUsersTable } from './credit-users-table';
import { SelectedUserCard } from './selected-user-card';
import { UnconfirmedAdjustment } from './unconfirmed-adjustment';
import { UserUsagePanel } from './user-usage-panel';

export const CREDIT_PAGE_SIZES = ['5', '10', '25', '50'] as const;
type PageSize = (typeof CREDIT_PAGE_SIZES)[number];
const DEFAULT_PAGE_SIZE: PageSize = '10';

/** `userId`: the user to select at once (Crédits opened from a customer's page). */
export function CreditsTab({ userId }: { userId?: string } = {}) {
  const { t } = useTranslation('admin');
  const { user: me } = useAuth();
  const { users, search, setSearch, page, setPage, pages, pageSize, setPageSize } =
    useUserPages<PageSize>(DEFAULT_PAGE_SIZE);
  const [picked, setPicked] = useState<AdminUserRow | null>(null);
  // Until the administrator picks or clears a user, the one named by the URL is selected.
  const [named, setNamed] = useState(userId);
  const namedUser = useQuery({ ...customerQueryOptions(named ?? ''), enabled: !!named && !picked });
  const selected = picked ?? (named ? (namedUser.data?.user ?? null) : null);
  const clearSelection = () => {
    setPicked(null);
    setNamed(undefined);
  };
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<CreditReason | ''>('');
  const [note, setNote] = useState('');

  const history = useCreditHistory();
  const adjust = useAdjustCredits();
  useErrorToast(users.isError, t('credits.loadError'));

  // Shown only when the list spans several pages; kept once changed, so it can be changed back.
  const showPageSizes = pages > 1 || pageSize !== DEFAULT_PAGE_SIZE;
  // The selected card follows the list's fresh balance when the user is on the page shown.
  const selectedUser = (selected && users.data?.users.find((row) => row.id === selected.id)) || selected;

  // When a submission, or its retry, is answered: a toast, and on success (made, or waiting for a
  // second person) a cleared form.
  const outcome = (direction: 'add' | 'remove') => ({
    onSuccess: (reply: AdjustReply) => {
      const pending = 'pending' in reply ? pendingMessage(reply, t) : null;
      if (pending) notify.info(pending);
      else notify.success(t(direction === 'add' ? 'credits.added' : 'credits.removed'));
      setAmount('');
      setReason('');
      setNote('');
      clearSelection();
    },
    onError: (error: Error) => notify.error(errorMessage(error, t('credits.createError'))),
  });

  function submit(direction: 'add' | 'remove') {
    const value = parseCreditAmount(amount);
    if (!selectedUser || value === null) {
      notify.error(t('credits.invalid'));
      return;
    }
    if (!me) {
      notify.error(t('credits.notSignedIn'));
      return;
    }
    const why = statedReason(reason, note, (missing) => notify.error(t(missing)));
    if (!why) return;
    adjust.submit({ userId: selectedUser.id, amount: value, direction, ...why }, outcome(direction));
  }

  const unconfirmed = adjust.unconfirmed;

  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 xl:grid-cols-[22rem_minmax(0,1fr)]">
        <Panel title={t('credits.operation')} className="xl:sticky xl:top-24">
          {/* A long e-mail is cut short rather than widening the panel past its column. */}
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <SelectedUserCard user={selectedUser} onClear={clearSelection} />
            <CreditOperationForm
              amount={amount}
              onAmountChange={setAmount}
              reason={reason}
              onReasonChange={setReason}
              note={note}
              onNoteChange={setNote}
              busy={adjust.isPending ? (adjust.variables?.direction ?? null) : null}
              onSubmit={submit}
            />
            {unconfirmed && (
              <UnconfirmedAdjustment
                submission={unconfirmed}
                email={users.data?.users.find((row) => row.id === unconfirmed.userId)?.email ?? null}
                busy={adjust.isPending}
                onRetry={() => adjust.retry(outcome(unconfirmed.direction))}
              />
            )}
          </div>
        </Panel>

        <DataTablePanel
          title={t('credits.tableLabel')}
          search={{
            label: t('credits.searchLabel'),
            placeholder: t('credits.searchPlaceholder'),
            value: search,
            onChange: setSearch,
            clearLabel: t('shell.clearSearch'),
            className: 'w-full sm:w-72',
            placement: 'heading',
          }}
          error={queryLoadError(users, t('credits.loadError'))}
          paging={{ page, pages, onPageChange: setPage }}
          footerStart={
            showPageSizes && (
              <PageSizeSelect sizes={CREDIT_PAGE_SIZES} value={pageSize} onChange={setPageSize} />
            )
          }
        >
          <CreditUsersTable
            users={users.data?.users ?? []}
            loading={users.isPending}
            busy={users.isPlaceholderData}
            selectedId={selectedUser?.id ?? null}
            onSelect={setPicked}
          />
        </DataTablePanel>
      </div>

      {selectedUser && <UserUsagePanel key={selectedUser.id} user={selectedUser} />}

      <Panel flush title={t('credits.history.title')} subtitle={t('credits.history.subtitle')}>
        {history.isError ? (
          <LoadError
            message={errorMessage(history.error, t('credits.history.loadError'))}
            onRetry={() => void history.refetch()}
          />
        ) : (
          <CreditHistoryTable rows={history.data ?? []} loading={history.isPending} />
        )}
      </Panel>
    </div>
  );
}
