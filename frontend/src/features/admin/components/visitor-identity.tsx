// Who a live visitor or a past connection is (SPEC §2): the name, or the anonymous / generic label,
// over the e-mail.
import type { ReactNode } from 'react';
import { visitorName } from '../visitor-name';

interface VisitorIdentityProps {
  visitor: { email: string | null; name: string | null };
  anonymousLabel: string;
  /** For a signed-in visitor without a name. */
  userLabel: string;
  /** More lines under the e-mail. */
  children?: ReactNode;
}

export function VisitorIdentity({ visitor, anonymousLabel, userLabel, children }: VisitorIdentityProps) {
  const who = visitorName(visitor);
  return (
    <div className="flex flex-col">
      <span className="font-medium text-fg">
        {who.kind === 'anonymous' ? anonymousLabel : (who.name ?? userLabel)}
      </span>
      {visitor.email && <span className="text-fg-muted">{visitor.email}</span>}
      {children}
    </div>
  );
}
