// Disclosure list where at most one item is open at a time (or none).
import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '@/lib/class-names';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: ReadonlyArray<AccordionItem>;
  /** Heading level of each item's button, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  defaultOpenId?: string | null;
  className?: string;
}

export function Accordion({ items, headingLevel = 3, defaultOpenId = null, className }: AccordionProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={cx('divide-y divide-white/8 rounded-2xl border border-white/8 bg-ink-900/70', className)}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={cx('transition-colors', open && 'bg-white/[0.025]')}>
            <Heading className="font-sans text-base font-medium tracking-normal">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-6 rounded-2xl px-5 py-5 text-left text-fg transition hover:text-brand-200 sm:px-6"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cx(
                    'size-5 shrink-0 text-fg-subtle transition-transform duration-200',
                    open && 'rotate-180 text-brand-300',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-6 text-sm leading-relaxed text-fg-muted sm:px-6 sm:text-base"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
