import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { inputStyles } from '@/components/ui/text-field';
import { cx } from '@/lib/class-names';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  /** Padded like the one-line inputs, for a taller box. */
  padded?: boolean;
}

/** A labelled multi-line text box of the back office (its label and box, side by side in the parent). */
export function TextAreaField({
  id,
  label,
  labelClassName = 'mb-1.5 block text-sm font-medium text-fg',
  padded,
  ...props
}: TextAreaFieldProps) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <textarea
        id={id}
        {...props}
        className={cx(
          inputStyles,
          padded
            ? 'h-auto resize-y border-white/10 py-2.5 hover:border-white/20'
            : 'resize-y border-white/10 hover:border-white/20',
        )}
      />
    </>
  );
}
