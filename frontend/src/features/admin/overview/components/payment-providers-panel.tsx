// The overview's payment providers: whether each answers now, and its share of the last 30 days'
// payments (count and fiat received).
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { Panel } from '../../components/panel';
import { StatusPill } from '../../components/status-pill';
import { DataTable, Td, Tr } from '../../components/data-table/table';
import { errorMessage } from '../../error-message';
import { formatCount, formatDateTime, formatMoney } from '../../admin-format';
import { usePaymentProviders } from '../api/get-payment-providers';
import { providerRows } from '../provider-shares';

const COLUMNS = ['provider', 'health', 'payments', 'share', 'received'] as const;

export function PaymentProvidersPanel() {
  const { t } = useTranslation('admin');
  const providers = usePaymentProviders();
  const rows = providers.data ? providerRows(providers.data.health, providers.data.shares) : [];
  return (
    <Panel
      id="payment-providers"
      title={t('overview.providers.title')}
      subtitle={t('overview.providers.description', { days: providers.data?.days ?? 30 })}
      flush
    >
      {providers.isError && !providers.data ? (
        <div className="p-4 sm:p-5">
          <LoadError
            message={errorMessage(providers.error, t('overview.providers.loadError'))}
            onRetry={() => void providers.refetch()}
          />
        </div>
      ) : (
        <DataTable
          label={t('overview.providers.title')}
          columns={COLUMNS.map((key) => ({
            header: t(`overview.providers.${key}`),
            alignRight: key === 'payments' || key === 'share' || key === 'received',
          }))}
          rows={rows}
          loading={providers.isPending}
          empty={t('overview.providers.none')}
        >
          {(row) => (
            <Tr key={row.provider} data-testid={`provider-row-${row.provider}`}>
              <Td className="font-medium whitespace-nowrap text-fg">
                {t(`transactions.providers.${row.provider}`)}
              </Td>
              <Td>
                {row.health && (
                  <span className="inline-flex flex-col gap-0.5">
                    <StatusPill tone={row.health.healthy ? 'green' : 'red'}>
                      {row.health.healthy
                        ? t('overview.providers.healthy')
                        : t('overview.providers.unhealthy')}
                    </StatusPill>
                    {row.health.checkedAt && (
                      <span className="text-xs text-fg-subtle" title={row.health.detail ?? undefined}>
                        {t('overview.providers.checkedAt', { time: formatDateTime(row.health.checkedAt) })}
                      </span>
                    )}
                  </span>
                )}
              </Td>
              <Td className="text-right tabular-nums">{formatCount(row.payments)}</Td>
              <Td className="text-right tabular-nums">{`${Math.round(row.share * 100)} %`}</Td>
              <Td className="text-right whitespace-nowrap tabular-nums">
                {(['eur', 'usd'] as const)
                  .filter((currency) => row.received[currency] > 0)
                  .map((currency) => formatMoney(row.received[currency], currency))
                  .join(' · ') || formatMoney(0, 'eur')}
              </Td>
            </Tr>
          )}
        </DataTable>
      )}
    </Panel>
  );
}
