// The form of an emailed 6-digit code in the sign-in and sign-up cards: the shared code boxes and a
// full-width submit button. What goes under the button (resend, other links) is the caller's.
import type { ReactNode } from 'react';
import { type LucideIcon } from 'lucide-react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { CodeForm } from '@/components/ui/code-form';
import { useCodeFormLabels } from '@/hooks/use-code-form-labels';

interface EmailedCodeFormProps {
  /** Id of the "code incomplete" message the boxes point to. */
  errorId: string;
  /** The "code incomplete" message, when the screen has its own. */
  incompleteMessage?: string;
  /** Checking the code (or done): the boxes and the button wait, the button spins. */
  busy: boolean;
  submitIcon: LucideIcon;
  submitLabel: string;
  /** Checks a full code; `refuse` says why it was refused, beside the boxes, and selects them. */
  onCode(code: string, refuse: (message: string) => void): void;
  children: ReactNode;
}

export function EmailedCodeForm({
  errorId,
  incompleteMessage,
  busy,
  submitIcon: SubmitIcon,
  submitLabel,
  onCode,
  children,
}: EmailedCodeFormProps) {
  const codeLabels = useCodeFormLabels();

  return (
    <CodeForm
      {...codeLabels}
      incompleteMessage={incompleteMessage ?? codeLabels.incompleteMessage}
      errorId={errorId}
      disabled={busy}
      onCode={onCode}
    >
      <Button type="submit" size="lg" block disabled={busy}>
        <BusyIcon busy={busy} icon={SubmitIcon} className="size-5" />
        {submitLabel}
      </Button>
      {children}
    </CodeForm>
  );
}
