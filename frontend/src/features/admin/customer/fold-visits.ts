// A customer's timeline with their visits folded: the visits of one day that follow each other
// become one line ("12 visits on 29 November 2026"), so payments and spends are not buried.
import type { TimelineEntry } from '../admin-contracts';

type Visit = Extract<TimelineEntry, { kind: 'connection' }>;

export type TimelineLine =
  { type: 'entry'; entry: TimelineEntry } | { type: 'visits'; key: string; day: string; visits: Visit[] };

/** The local day an entry happened on, "2026-11-29", in the reader's time zone. */
function dayOf(at: string): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Two visits or more of one day in a row fold into one line; a lone visit stays as it is. */
export function foldVisits(entries: TimelineEntry[]): TimelineLine[] {
  const lines: TimelineLine[] = [];
  for (const entry of entries) {
    const last = lines.at(-1);
    if (entry.kind === 'connection') {
      if (last?.type === 'visits' && last.day === dayOf(entry.at)) {
        last.visits.push(entry);
        continue;
      }
      if (
        last?.type === 'entry' &&
        last.entry.kind === 'connection' &&
        dayOf(last.entry.at) === dayOf(entry.at)
      ) {
        lines[lines.length - 1] = {
          type: 'visits',
          key: last.entry.id,
          day: dayOf(entry.at),
          visits: [last.entry, entry],
        };
        continue;
      }
    }
    lines.push({ type: 'entry', entry });
  }
  return lines;
}
