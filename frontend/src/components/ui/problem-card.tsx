// A page that cannot show what was asked for: its icon in a ring, a title and why, then the ways on.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card';

export function ProblemCard({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  /** What follows the explanation: a note, the buttons. */
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:py-24">
      <Card className="p-8 text-center sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-white/5 ring-1 ring-white/10">
          <Icon className="size-7 text-fg-subtle" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold text-fg sm:text-3xl">{title}</h1>
        <p className="mt-3 text-fg-muted">{body}</p>
        {children}
      </Card>
    </div>
  );
}
