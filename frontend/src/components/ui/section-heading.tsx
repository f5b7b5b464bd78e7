import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** h1 for page headers, h2 for sections. */
  as?: 'h1' | 'h2';
  id?: string;
  align?: 'center' | 'left';
  className?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  as: Heading = 'h2',
  id,
  align = 'center',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cx('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className="mb-3 text-xs font-semibold tracking-[0.18em] text-brand-300 uppercase">{eyebrow}</p>
      )}
      <Heading
        id={id}
        className={cx(
          'font-semibold text-fg',
          Heading === 'h1' ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {subtitle && <p className="mt-4 text-base text-fg-muted sm:text-lg">{subtitle}</p>}
    </div>
  );
}
