import type { ReactNode } from 'react';
import { Panel } from '../../components/panel';

/** A titled chart with a fixed height, so the page does not jump while data arrives. */
export function ChartCard({
  title,
  children,
  note,
}: {
  title: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Panel title={title} subtitle={note}>
      <div className="h-64 w-full">{children}</div>
    </Panel>
  );
}
