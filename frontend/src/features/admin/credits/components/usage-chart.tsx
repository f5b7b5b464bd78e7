// Credits spent per day over the last 30 days: one bar a day in plain SVG, each with its figure on
// hover, the first, middle and last dates under it.
import { useTranslation } from 'react-i18next';
import type { UsageDay } from '../../admin-contracts';
import { formatDayMonth, formatNumber } from '../../admin-format';
import { usageBars } from '../usage-chart-scale';

const WIDTH = 300;
const HEIGHT = 100;
const GAP = 2;

/** `YYYY-MM-DD` at noon, so no time zone moves it to another day. */
const dayOf = (date: string) => new Date(`${date}T12:00:00`);

export function UsageChart({ days }: { days: UsageDay[] }) {
  const { t } = useTranslation('admin');
  const bars = usageBars(days);
  if (bars.length === 0) return null;
  const slot = WIDTH / bars.length;
  const first = bars[0].date;
  const last = bars[bars.length - 1].date;
  const middle = bars[Math.floor(bars.length / 2)].date;

  return (
    <figure className="grid gap-2">
      <svg
        role="img"
        aria-label={t('credits.usage.chartLabel', {
          from: formatDayMonth(dayOf(first)),
          to: formatDayMonth(dayOf(last)),
        })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-36 w-full overflow-visible"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-white/15" strokeWidth={1} />
        {bars.map((bar, index) => {
          const height = bar.height * HEIGHT;
          return (
            <g key={bar.date} data-testid="usage-bar" data-spent={bar.spent}>
              <title>
                {t('credits.usage.day', {
                  date: formatDayMonth(dayOf(bar.date)),
                  spent: formatNumber(bar.spent),
                  count: bar.spent,
                })}
              </title>
              {/* The whole slot answers the hover, not just a thin bar. */}
              <rect x={index * slot} y={0} width={slot} height={HEIGHT} className="fill-transparent" />
              <rect
                x={index * slot + GAP / 2}
                y={HEIGHT - height}
                width={slot - GAP}
                height={height}
                rx={1.5}
                className="fill-brand-400/80"
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-[11px] text-fg-subtle tabular-nums">
        <span>{formatDayMonth(dayOf(first))}</span>
        <span>{formatDayMonth(dayOf(middle))}</span>
        <span>{formatDayMonth(dayOf(last))}</span>
      </figcaption>
    </figure>
  );
}
