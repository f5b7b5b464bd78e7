import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold transition ' +
  'duration-150 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300 ' +
  'disabled:pointer-events-none disabled:opacity-50 active:translate-y-px';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-gradient-to-b from-brand-300 to-brand-500 text-brand-950 shadow-glow hover:from-brand-200 hover:to-brand-400',
  secondary: 'bg-white/8 text-fg ring-1 ring-inset ring-white/12 hover:bg-white/12',
  outline: 'text-fg ring-1 ring-inset ring-white/20 hover:bg-white/6 hover:ring-white/30',
  ghost: 'text-fg-muted hover:bg-white/6 hover:text-fg',
  danger: 'text-danger-300 ring-1 ring-inset ring-danger-400/40 hover:bg-danger-500/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-13 px-7 text-base',
  icon: 'size-10',
};

/** Button classes, also for links that look like buttons. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  block,
  className,
}: ButtonStyleOptions = {}): string {
  return cx(base, variants[variant], sizes[size], block && 'w-full', className);
}

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonStyleOptions, 'className'> {}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, className, type = 'button', ...props },
  ref,
) {
  return (
    <button ref={ref} type={type} className={buttonStyles({ variant, size, block, className })} {...props} />
  );
});
