// WAI-ARIA tabs: arrow keys move between tabs (and select them), Home/End jump to the ends.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  icon?: ReactNode;
  content: ReactNode;
}

interface TabsProps<Id extends string> {
  items: ReadonlyArray<TabItem<Id>>;
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection; omit to let the tabs keep their own. */
  value?: Id;
  defaultValue?: Id;
  onValueChange?: (id: Id) => void;
  /** 'pills' wraps on small screens; 'underline' scrolls horizontally. */
  variant?: 'pills' | 'underline';
  /** Tabs share the full width equally. */
  stretch?: boolean;
  /**
   * Pills only: from the sm breakpoint, columns on one row; on a phone, two columns (a last tab on
   * its own takes the whole row). Labels may take two lines.
   */
  columns?: boolean;
  className?: string;
  panelClassName?: string;
}

export function Tabs<Id extends string>({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  variant = 'pills',
  stretch,
  columns,
  className,
  panelClassName,
}: TabsProps<Id>) {
  const baseId = useId();
  const [internal, setInternal] = useState<Id | undefined>(defaultValue ?? items[0]?.id);
  const selected = value ?? internal ?? items[0]?.id;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  function select(id: Id) {
    if (value === undefined) setInternal(id);
    onValueChange?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(items[next].id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={cx(
          variant === 'pills'
            ? cx(
                'rounded-2xl border border-white/8 bg-ink-900/70 p-1.5',
                columns
                  ? 'grid grid-cols-2 gap-1.5 sm:grid-flow-col sm:auto-cols-fr sm:grid-cols-none [&>:last-child:nth-child(odd)]:col-span-2 sm:[&>:last-child:nth-child(odd)]:col-span-1'
                  : 'flex flex-wrap gap-2',
              )
            : 'flex gap-1 overflow-x-auto border-b border-white/10',
        )}
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cx(
                'inline-flex items-center justify-center text-sm font-medium transition',
                columns ? 'min-w-0 gap-2 text-center leading-tight' : 'shrink-0 gap-2',
                stretch && 'flex-1',
                variant === 'pills'
                  ? cx(
                      'rounded-xl px-3.5 py-2',
                      isSelected
                        ? 'bg-white/10 text-fg shadow-sm ring-1 ring-white/12'
                        : 'text-fg-muted hover:bg-white/5 hover:text-fg',
                    )
                  : cx(
                      '-mb-px border-b-2 px-4 py-3',
                      isSelected
                        ? 'border-brand-400 text-fg'
                        : 'border-transparent text-fg-muted hover:text-fg',
                    ),
              )}
            >
              {item.icon}
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className={cx('focus-visible:outline-offset-4', panelClassName)}
        >
          {item.id === selected && item.content}
        </div>
      ))}
    </div>
  );
}
