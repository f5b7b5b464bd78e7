// One box per digit of a one-time code: digits only, typing moves to the next box, Backspace on
// an empty box goes back, and a pasted (or autofilled) code spreads over the boxes.
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cx } from '@/lib/class-names';

export const OTP_LENGTH = 6;

/** An empty code of `length` boxes. */
export function emptyOtp(length = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

export function isOtpComplete(digits: readonly string[]): boolean {
  return digits.every((digit) => /^\d$/.test(digit));
}

/** Writes `text`'s digits into `digits` from `start`; returns the new code and the next box. */
export function fillOtp(
  digits: readonly string[],
  start: number,
  text: string,
): { digits: string[]; next: number } {
  const incoming = text.replace(/\D/g, '');
  // A whole code pasted into any box fills the code from the start.
  const from = incoming.length >= digits.length ? 0 : start;
  const next = [...digits];
  let index = from;
  for (const char of incoming) {
    if (index >= next.length) break;
    next[index] = char;
    index += 1;
  }
  return { digits: next, next: Math.min(index, next.length - 1) };
}

interface OtpInputProps {
  value: readonly string[];
  onChange(digits: string[]): void;
  /** Called once every box holds a digit. */
  onComplete?(code: string): void;
  /** Accessible name of the group of boxes. */
  label: string;
  /** Accessible name of one box, e.g. "Digit 2 of 6". */
  digitLabel(index: number, count: number): string;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  /** id of an element describing the code (an error message). */
  describedBy?: string;
}

export function OtpInput({
  value,
  onChange,
  onComplete,
  label,
  digitLabel,
  disabled,
  autoFocus,
  invalid,
  describedBy,
}: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const count = value.length;

  function focusBox(index: number) {
    const box = boxes.current[Math.max(0, Math.min(index, count - 1))];
    box?.focus();
    box?.select();
  }

  function commit(next: string[]) {
    onChange(next);
    if (isOtpComplete(next) && !isOtpComplete(value)) onComplete?.(next.join(''));
  }

  function handleChange(index: number, raw: string) {
    const previous = value[index];
    // Typing over a kept digit leaves both in the box: keep only the new one.
    const typed = previous && raw.length === 2 && raw.includes(previous) ? raw.replace(previous, '') : raw;
    const digits = typed.replace(/\D/g, '');
    if (!typed) {
      const next = [...value];
      next[index] = '';
      commit(next);
      return;
    }
    if (!digits) return; // A letter or symbol: ignored.
    const filled = fillOtp(value, index, digits);
    commit(filled.digits);
    focusBox(digits.length > 1 ? filled.next : index + 1);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      commit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < count - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    if (!/\d/.test(text)) return;
    const filled = fillOtp(value, index, text);
    commit(filled.digits);
    focusBox(filled.next);
  }

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      className="flex justify-between gap-2 sm:gap-3"
    >
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(node) => {
            boxes.current[index] = node;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index + 1, count)}
          aria-invalid={invalid ? true : undefined}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cx(
            'h-14 w-full min-w-0 max-w-14 rounded-xl border bg-ink-850 text-center font-display text-2xl font-semibold text-fg tabular-nums transition',
            'focus:border-brand-400/70 focus:ring-2 focus:ring-brand-400/25 focus:outline-none focus-visible:outline-none',
            'disabled:cursor-not-allowed disabled:opacity-60',
            invalid
              ? 'border-danger-400/70'
              : digit
                ? 'border-brand-400/40'
                : 'border-white/10 hover:border-white/20',
          )}
        />
      ))}
    </div>
  );
}
