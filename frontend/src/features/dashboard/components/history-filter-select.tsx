// Which movements the history shows: all, or purchases, adjustments, spends or refunds only.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '@/components/ui/select-input';
import { cx } from '@/lib/class-names';
import { HISTORY_FILTERS, type HistoryFilter } from '../transaction-history-rules';
import '../dashboard-i18n';

/** A dashboard list's box; the caller adds its border colour. */
export const DASHBOARD_SELECT_STYLES =
  'h-9 cursor-pointer appearance-none rounded-xl border bg-ink-850 pr-9 pl-3 text-sm text-fg transition hover:border-white/20 focus:border-brand-400/70 focus:ring-2 focus:ring-brand-400/25 focus:outline-none';

export function HistoryFilterSelect({
  value,
  onChange,
}: {
  value: HistoryFilter;
  onChange: (value: HistoryFilter) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-fg-subtle">
        {t('userDashboard.history.filter.label')}
      </label>
      <SelectInput
        id={id}
        value={value}
        options={HISTORY_FILTERS.map((filter) => ({
          value: filter,
          label: t(`userDashboard.history.filter.${filter}`),
        }))}
        onChange={onChange}
        className={cx(DASHBOARD_SELECT_STYLES, 'border-white/10')}
      />
    </div>
  );
}
