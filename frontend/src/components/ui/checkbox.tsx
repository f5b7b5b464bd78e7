import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { FieldError } from './text-field';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | null;
}

/** A native checkbox with its label beside it and an optional error under it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, className, ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(
            'mt-0.5 size-[18px] shrink-0 cursor-pointer rounded accent-brand-400',
            error && 'outline outline-1 outline-danger-400/70',
          )}
          {...props}
        />
        <label htmlFor={inputId} className="cursor-pointer text-sm leading-snug text-fg-muted">
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
});
