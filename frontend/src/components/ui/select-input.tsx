// A native select drawn with a chevron of its own; the caller labels it and styles the box.
import { ChevronDown } from 'lucide-react';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export function SelectInput<V extends string>({
  id,
  value,
  options,
  onChange,
  className,
  invalid,
  describedBy,
}: {
  id: string;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  className: string;
  /** The choice is refused: said by the element `describedBy` names. */
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <div className="relative">
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={className}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} className="bg-ink-850">
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-subtle"
      />
    </div>
  );
}
