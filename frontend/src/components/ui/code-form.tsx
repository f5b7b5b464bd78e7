// A form around a one-time code: the boxes, a message under them when it is sent incomplete, then
// the caller's buttons and links. A full code is sent as soon as the last box is filled.
import { useState, type FormEvent, type ReactNode } from 'react';
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
  /** Checks a full code; `clear` empties the boxes after a refusal. */
  onCode(code: string, clear: () => void): void;
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

  function submit(code: string) {
    setError(null);
    onCode(code, () => setDigits(emptyOtp()));
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
      <OtpInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setError(null);
        }}
        onComplete={submit}
        label={label}
        digitLabel={digitLabel}
        disabled={disabled}
        autoFocus
        invalid={!!error}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <p key={refusals} id={errorId} role="alert" className="-mt-2 text-sm text-danger-300">
          {error}
        </p>
      )}
      {children}
    </form>
  );
}
