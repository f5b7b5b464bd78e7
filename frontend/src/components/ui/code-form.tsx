// A form around a one-time code: the boxes, a message under them when it is sent incomplete or
// refused, then the caller's buttons and links. A full code is sent as soon as the last box is
// filled; a refused code stays in the boxes, selected, so it can be corrected or typed over.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { emptyOtp, isOtpComplete, OtpInput } from './otp-input';

interface CodeFormProps {
  /** Accessible name of the group of boxes. */
  label: string;
  /** Accessible name of one box, e.g. "Digit 2 of 6". */
  digitLabel(index: number, count: number): string;
  /** Shown under the boxes when the form is sent before every box holds a digit. */
  incompleteMessage: string;
  /** Id of that message, which the boxes point to. */
  errorId: string;
  /** Checking a code: the boxes wait. */
  disabled: boolean;
  /** Checks a full code; `refuse` says why it was refused, beside the boxes, and selects them. */
  onCode(code: string, refuse: (message: string) => void): void;
  /** Under the boxes: the submit button and whatever goes with it. */
  children: ReactNode;
}

export function CodeForm({
  label,
  digitLabel,
  incompleteMessage,
  errorId,
  disabled,
  onCode,
  children,
}: CodeFormProps) {
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  // Each refused send renders the message anew, so screen readers announce it again.
  const [refusals, setRefusals] = useState(0);
  // A refused code: focus returns to the boxes once they are enabled again.
  const [refocus, setRefocus] = useState(false);
  // The refused code still in the boxes: a digit typed over it starts a new code.
  const [refused, setRefused] = useState(false);
  const boxesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!refocus || disabled) return;
    setRefocus(false);
    boxesRef.current?.querySelector('input')?.focus();
  }, [refocus, disabled]);

  function submit(code: string) {
    setError(null);
    onCode(code, (message) => {
      setError(message);
      setRefusals((count) => count + 1);
      setRefocus(true);
      setRefused(true);
    });
  }

  function change(next: string[]) {
    setError(null);
    if (!refused) return setDigits(next);
    setRefused(false);
    const changed = next.flatMap((digit, index) => (digit !== digits[index] ? [index] : []));
    if (changed.length === 1 && isOtpComplete(next)) {
      // One digit typed over the refused code: the start of a new one.
      const fresh = emptyOtp(next.length);
      fresh[changed[0]] = next[changed[0]];
      return setDigits(fresh);
    }
    setDigits(next);
    // A whole new code pasted over the refused one is sent as any full code is.
    if (changed.length > 1 && isOtpComplete(next)) submit(next.join(''));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isOtpComplete(digits)) {
      setError(incompleteMessage);
      setRefusals((count) => count + 1);
      return;
    }
    submit(digits.join(''));
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div ref={boxesRef} className="contents">
        <OtpInput
          value={digits}
          onChange={change}
          onComplete={submit}
          label={label}
          digitLabel={digitLabel}
          disabled={disabled}
          autoFocus
          invalid={!!error}
          describedBy={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p key={refusals} id={errorId} role="alert" className="-mt-2 text-sm text-danger-300">
          {error}
        </p>
      )}
      {children}
    </form>
  );
}
