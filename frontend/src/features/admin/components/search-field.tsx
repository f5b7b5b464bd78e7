// A search box with a visible label for assistive tech only, a search icon and a clear button.
import { useId } from 'react';
import { Search, X } from 'lucide-react';
import { inputStyles } from '@/components/ui/text-field';
import { cx } from '@/lib/class-names';

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  clearLabel: string;
  className?: string;
}

export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  clearLabel,
  className,
}: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cx('relative min-w-0', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        className={cx(
          inputStyles,
          'h-10 border-white/10 pr-9 pl-9 text-sm hover:border-white/20 [&::-webkit-search-cancel-button]:hidden',
        )}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={clearLabel}
          className="absolute top-1/2 right-1.5 flex size-7 -translate-y-1/2 items-center justify-center rounded-lg text-fg-subtle hover:bg-white/6 hover:text-fg"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
