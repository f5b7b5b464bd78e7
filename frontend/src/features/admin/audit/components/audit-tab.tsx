// Journal d'audit: every back-office action, newest first: who, what, on what, with the change.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditAction } from '../../admin-contracts';
import { DataTablePanel } from '../../components/data-table/data-table-panel';
import { StatusPill, type PillTone } from '../../components/status-pill';
import { DataTable, useTableTexts, Td, Tr } from '../../components/data-table/table';
import { queryLoadError } from '../../error-message';
import { formatCount, formatDateTimeSeconds } from '../../admin-format';
import { useErrorToast } from '../../hooks/use-error-toast';
import { usePageInRange } from '../../hooks/use-page-in-range';
import { pageCount } from '../../pagination';
import { useAuditLog } from '../api/get-audit-log';
import { detailLines } from '../audit-details';
import { auditActor, auditLine } from '../audit-sentence';

/** Each action's words and colour, here and on the customer page's timeline. */
export const ACTIONS: Record<AuditAction, { text: `audit.actions.${string}`; tone: PillTone }> = {
  'maintenance.updated': { text: 'audit.actions.maintenanceUpdated', tone: 'gold' },
  'ip-ban.created': { text: 'audit.actions.ipBanCreated', tone: 'red' },
  'ip-ban.removed': { text: 'audit.actions.ipBanRemoved', tone: 'green' },
  'visitors.cleared': { text: 'audit.actions.visitorsCleared', tone: 'gray' },
  'connections.exported': { text: 'audit.actions.connectionsExported', tone: 'blue' },
  'users.updated': { text: 'audit.actions.usersUpdated', tone: 'blue' },
  'users.password-changed': { text: 'audit.actions.usersPasswordChanged', tone: 'gold' },
  'users.deleted': { text: 'audit.actions.usersDeleted', tone: 'red' },
  'credits.adjusted': { text: 'audit.actions.creditsAdjusted', tone: 'gold' },
  'transaction.approved': { text: 'audit.actions.transactionApproved', tone: 'green' },
  'transaction.credits-reversed': { text: 'audit.actions.transactionCreditsReversed', tone: 'red' },
  'transaction.refunded': { text: 'audit.actions.transactionRefunded', tone: 'red' },
  'spends.reversed': { text: 'audit.actions.spendsReversed', tone: 'gold' },
  'notifications.broadcast': { text: 'audit.actions.notificationsBroadcast', tone: 'blue' },
  'api-keys.created': { text: 'audit.actions.apiKeysCreated', tone: 'blue' },
  'api-keys.revoked': { text: 'audit.actions.apiKeysRevoked', tone: 'gray' },
  'passkeys.removed': { text: 'audit.actions.passkeysRemoved', tone: 'gray' },
  'service-keys.created': { text: 'audit.actions.serviceKeysCreated', tone: 'gold' },
  'service-keys.revoked': { text: 'audit.actions.serviceKeysRevoked', tone: 'red' },
  'service-keys.first-used': { text: 'audit.actions.serviceKeysFirstUsed', tone: 'green' },
  'approvals.requested': { text: 'audit.actions.approvalsRequested', tone: 'amber' },
  'approvals.approved': { text: 'audit.actions.approvalsApproved', tone: 'green' },
  'approvals.cancelled': { text: 'audit.actions.approvalsCancelled', tone: 'gray' },
  'users.note-added': { text: 'audit.actions.usersNoteAdded', tone: 'blue' },
};

const COLUMNS = ['date', 'actor', 'action', 'target', 'details'] as const;

/**
 * The details each action writes as codes, and where their words are. Anything else is shown as
 * written, an IP ban's reason (typed by hand) included.
 */
const CREDIT_CHANGE_CODES = { reason: 'reasons.codes', direction: 'audit.directions' };
const REQUEST_CODES = {
  ...CREDIT_CHANGE_CODES,
  kind: 'approvals.kind',
  status: 'approvals.status',
  heldBecause: 'approvals.grounds',
};
const CODED_DETAILS: Partial<Record<AuditAction, Record<string, string>>> = {
  'credits.adjusted': CREDIT_CHANGE_CODES,
  'spends.reversed': CREDIT_CHANGE_CODES,
  'approvals.requested': REQUEST_CODES,
  'approvals.approved': REQUEST_CODES,
  'approvals.cancelled': REQUEST_CODES,
  'users.updated': { role: 'roles' },
  'notifications.broadcast': { type: 'notifications.types' },
  'api-keys.revoked': { cause: 'audit.revocationCauses' },
  'passkeys.removed': { cause: 'audit.revocationCauses' },
};

export function AuditTab() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  useErrorToast(log.isError, t('audit.loadError'));
  const data = log.data;
  const pages = pageCount(data?.total ?? 0, data?.pageSize ?? 50);
  usePageInRange(page, setPage, log.isPlaceholderData ? undefined : data, data?.pageSize ?? 50);
  const texts = useTableTexts('audit', COLUMNS);
  const words = { yes: t('shell.yes'), no: t('shell.no'), none: '—' };
  /** The words for the codes an action writes in its details; none for an action that writes none. */
  const codesOf = (action: AuditAction) => {
    const coded = CODED_DETAILS[action];
    if (!coded) return undefined;
    return (field: string, value: string) => {
      const key = coded[field] && `${coded[field]}.${value}`;
      return key && i18n.exists(key, { ns: 'admin' }) ? t(key as 'roles.owner') : undefined;
    };
  };

  return (
    <DataTablePanel
      title={
        data
          ? t('audit.total', { count: data.total, formatted: formatCount(data.total) })
          : t('shell.loading')
      }
      error={queryLoadError(log, t('audit.loadError'))}
      paging={{ page, pages, onPageChange: setPage, style: 'stepper' }}
    >
      <DataTable {...texts} rows={data?.entries ?? []} loading={log.isPending} busy={log.isPlaceholderData}>
        {(entry) => {
          const action = ACTIONS[entry.action];
          const lines = detailLines(entry.details, { ...words, code: codesOf(entry.action) });
          const actor = auditActor(entry, t);
          const sentence = auditLine(entry, t);
          return (
            <Tr key={entry.id} className="align-top">
              <Td className="whitespace-nowrap tabular-nums">{formatDateTimeSeconds(entry.created_at)}</Td>
              <Td className="text-fg">
                {actor ?? <span className="text-fg-subtle">{t('audit.unknownActor')}</span>}
              </Td>
              <Td>
                <StatusPill tone={action?.tone ?? 'gray'} dot={false}>
                  {action ? t(action.text as 'audit.actions.usersUpdated') : entry.action}
                </StatusPill>
              </Td>
              <Td className="sm:max-w-56 font-mono text-xs break-all" title={entry.target ?? undefined}>
                {entry.target_email ?? entry.target ?? '—'}
              </Td>
              <Td className="min-w-64" wide>
                {sentence && <p className="mb-1 text-sm text-fg">{sentence}</p>}
                {lines.length ? (
                  <ul className="grid gap-0.5 text-xs">
                    {lines.map((line, index) => (
                      <li key={index} className="break-words">
                        {line.field && (
                          <span className="text-fg-subtle">
                            {t(`audit.fields.${line.field}` as 'audit.fields.balance', {
                              defaultValue: line.field,
                            })}
                            {t('audit.fieldSeparator')}
                          </span>
                        )}
                        <span className="text-fg-muted">{line.value}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-fg-subtle">—</span>
                )}
              </Td>
            </Tr>
          );
        }}
      </DataTable>
    </DataTablePanel>
  );
}
