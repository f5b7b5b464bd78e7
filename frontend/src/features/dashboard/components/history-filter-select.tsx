// Which movements the history shows: all, or purchases, adjustments, spends or refunds only.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { HISTORY_FILTERS, type HistoryFilter } from '../transaction-history-rules';
import '../dashboard-i18n';

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
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as HistoryFilter)}
          className="h-9 cursor-pointer appearance-none rounded-xl border border-white/10 bg-ink-850 pr-9 pl-3 text-sm text-fg transition hover:border-white/20 focus:border-brand-400/70 focus:ring-2 focus:ring-brand-400/25 focus:outline-none"
        >
          {HISTORY_FILTERS.map((filter) => (
            <option key={filter} value={filter} className="bg-ink-850">
              {t(`userDashboard.history.filter.${filter}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-subtle"
        />
      </div>
    </div>
  );
}
