// "Validations en attente": the four-eyes requests. Pending ones first (live through the /admin
// socket), then the decided ones by status.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { notify } from '@/lib/toast';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../../admin-contracts';
import { LoadError } from '../../components/load-error';
import { Panel } from '../../components/panel';
import { SelectField } from '../../components/select-field';
import { errorMessage, replyMessage } from '../../error-message';
import { useDecideApproval } from '../api/decide-approval';
import { useApprovals } from '../api/get-approvals';
import { ApprovalCard } from './approval-card';

export function ApprovalsTab() {
  const { t } = useTranslation('admin');
  const { user } = useAuth();
  const [status, setStatus] = useState<ApprovalStatus>('pending');
  const approvals = useApprovals(status);
  const decide = useDecideApproval();

  return (
    <Panel
      title={t('approvals.listTitle')}
      subtitle={t('approvals.rule')}
      actions={
        <SelectField
          label={t('approvals.filter')}
          value={status}
          onChange={(value) => setStatus(value as ApprovalStatus)}
          options={APPROVAL_STATUSES.map((value) => ({ value, label: t(`approvals.statusFilter.${value}`) }))}
          hideLabel
          compact
        />
      }
    >
      {approvals.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('shell.loading')} />
        </div>
      ) : approvals.isError ? (
        <LoadError
          message={errorMessage(approvals.error, t('approvals.loadError'))}
          onRetry={() => void approvals.refetch()}
        />
      ) : approvals.data.approvals.length === 0 ? (
        <p className="py-8 text-center text-sm text-fg-subtle">{t(`approvals.empty.${status}`)}</p>
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2" aria-label={t('approvals.listTitle')}>
          {approvals.data.approvals.map((approval) => (
            <ApprovalCard
              key={approval.id}
              approval={approval}
              me={user?.id}
              busy={decide.isPending && decide.variables?.id === approval.id}
              onDecide={(decision) =>
                decide.mutate(
                  { id: approval.id, decision },
                  {
                    onSuccess: (reply) =>
                      notify.success(
                        replyMessage(
                          reply.message,
                          t(decision === 'approve' ? 'approvals.done.approved' : 'approvals.done.cancelled'),
                        ),
                      ),
                    onError: (error) => notify.error(errorMessage(error, t('approvals.decideError'))),
                  },
                )
              }
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}
