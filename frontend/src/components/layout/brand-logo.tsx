import { BRAND_NAME } from '@/lib/product';
import { cx } from '@/lib/class-names';

/** The Oddsmith mark (a stylised chip) and word mark. */
export function BrandLogo({ className, compact }: { className?: string; compact?: boolean }) {
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <defs>
          <linearGradient id="oddsmith-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6cecbc" />
            <stop offset="1" stopColor="#f6cf6e" />
          </linearGradient>
        </defs>
        <rect
          x="1"
          y="1"
          width="30"
          height="30"
          rx="9"
          fill="#0e131e"
          stroke="url(#oddsmith-mark)"
          strokeWidth="1.5"
        />
        <circle
          cx="16"
          cy="16"
          r="8.5"
          fill="none"
          stroke="url(#oddsmith-mark)"
          strokeWidth="2.5"
          strokeDasharray="4.2 2.5"
        />
        <circle cx="16" cy="16" r="3.2" fill="url(#oddsmith-mark)" />
      </svg>
      {!compact && (
        <span className="font-display text-lg font-semibold tracking-tight text-fg">
          {BRAND_NAME} <span className="text-brand-300">AI</span>
        </span>
      )}
    </span>
  );
}
