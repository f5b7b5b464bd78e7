// A link back to the page before, its arrow ahead of the words: quiet grey text by default.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

const backLinkStyles =
  'inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-fg-muted transition hover:text-fg';

export function BackLink({
  className = backLinkStyles,
  children,
  ...link
}: {
  to: string;
  search?: Record<string, unknown>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link {...link} className={className}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
