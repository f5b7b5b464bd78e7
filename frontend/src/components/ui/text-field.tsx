// Labelled text input with an optional hint and an error announced to assistive tech.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';

export const inputStyles =
  'h-11 w-full rounded-xl border bg-ink-850 px-3.5 text-[15px] text-fg placeholder:text-fg-subtle transition ' +
  'focus:outline-none focus-visible:outline-none focus:border-brand-400/70 focus:ring-2 focus:ring-brand-400/25 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Shown under the input and announced with it. */
  error?: string | null;
  hint?: ReactNode;
  /** Something inside the input on the right (a show/hide button). */
  trailing?: ReactNode;
  /** Extra content on the label row, right-aligned (a "Forgot password" link). */
  labelAside?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, labelAside, id, className, ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-fg">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            inputStyles,
            error ? 'border-danger-400/70' : 'border-white/10 hover:border-white/20',
            trailing ? 'pr-12' : undefined,
          )}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {hint && (
        <div id={hintId} className="mt-1.5 text-xs text-fg-subtle">
          {hint}
        </div>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
});

/** A field's error under it, which the field names in its aria-describedby; nothing without one. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm text-danger-300">
      {error}
    </p>
  ) : null;
}
