import { useTranslation } from 'react-i18next';
import { SelectField } from './select-field';

interface PageSizeSelectProps<S extends string> {
  sizes: readonly S[];
  value: S;
  onChange: (size: S) => void;
}

/** The "per page" choice in a back-office list's footer. */
export function PageSizeSelect<S extends string>({ sizes, value, onChange }: PageSizeSelectProps<S>) {
  const { t } = useTranslation('admin');
  return (
    <SelectField
      label={t('pager.perPage')}
      value={value}
      options={sizes.map((size) => ({ value: size, label: size }))}
      onChange={onChange}
      compact
      className="flex items-center gap-2 [&_label]:mb-0 [&_label]:text-xs [&_label]:text-fg-subtle"
    />
  );
}
