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

interface FilterSelectProps<V extends string> extends Omit<
  SelectFieldProps<V>,
  'options' | 'hideLabel' | 'compact'
> {
  values: readonly V[];
  optionLabel: (value: V) => string;
}

/** A filter row's select: compact, its label for assistive tech only, an option for each value. */
export function FilterSelect<V extends string>({ values, optionLabel, ...props }: FilterSelectProps<V>) {
  return (
    <SelectField
      {...props}
      options={values.map((value) => ({ value, label: optionLabel(value) }))}
      hideLabel
      compact
    />
  );
}
