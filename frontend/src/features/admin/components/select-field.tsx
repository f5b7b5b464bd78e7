// A labelled native select: compact for filter rows, full size in forms.
import { useId } from 'react';
import { SelectInput, type SelectOption } from '@/components/ui/select-input';
import { inputStyles } from '@/components/ui/text-field';
import { cx } from '@/lib/class-names';

interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  /** The label is read by assistive tech only (filter rows). */
  hideLabel?: boolean;
  compact?: boolean;
  className?: string;
  id?: string;
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  hideLabel,
  compact,
  className,
  id,
}: SelectFieldProps<V>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-fg'}
      >
        {label}
      </label>
      <SelectInput
        id={selectId}
        value={value}
        options={options}
        onChange={onChange}
        className={cx(
          inputStyles,
          'cursor-pointer appearance-none border-white/10 pr-9 hover:border-white/20',
          compact && 'h-10 text-sm',
        )}
      />
    </div>
  );
}
