import { Minus, Plus, Trash2, Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatEur } from '@/lib/format';
import type { CartItem } from '@/lib/cart/cart-model';
import { cartItemName } from '@/lib/cart/cart-item-name';

interface CartLineProps {
  item: CartItem;
  onQuantityChange(quantity: number): void;
  onRemove(): void;
}

export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps) {
  const { t, i18n } = useTranslation();
  const name = cartItemName(item, t);
  const stepper =
    'flex size-8 items-center justify-center rounded-lg text-fg-muted transition hover:bg-white/8 hover:text-fg';

  return (
    <li className="flex gap-4 rounded-2xl border border-white/8 bg-ink-850 p-4" data-testid="cart-line">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-400/20 to-gold-400/15 text-brand-300 ring-1 ring-white/10">
        <Coins className="size-5" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium text-fg">{name}</p>
            <p className="mt-0.5 text-xs text-fg-subtle">{t('cart.lineDetail')}</p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('cart.remove', { name })}
            className="-mt-1 -mr-1 rounded-lg p-1.5 text-fg-subtle transition hover:bg-danger-500/10 hover:text-danger-300"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-3 flex items-center justify-between gap-3">
          <div
            className="flex items-center gap-1 rounded-xl border border-white/10 bg-ink-900 p-0.5"
            role="group"
            aria-label={t('cart.quantity')}
          >
            <button
              type="button"
              className={stepper}
              onClick={() => onQuantityChange(item.quantity - 1)}
              aria-label={t('cart.decrease', { name })}
            >
              <Minus className="size-3.5" aria-hidden="true" />
            </button>
            <span
              className="w-8 text-center text-sm font-semibold tabular-nums text-fg"
              aria-live="polite"
              data-testid="cart-line-quantity"
            >
              {item.quantity}
            </span>
            <button
              type="button"
              className={stepper}
              onClick={() => onQuantityChange(item.quantity + 1)}
              aria-label={t('cart.increase', { name })}
            >
              <Plus className="size-3.5" aria-hidden="true" />
            </button>
          </div>
          <div className="text-right">
            <p className="font-semibold tabular-nums text-fg">
              {formatEur(item.price * item.quantity, i18n.language)}
            </p>
            {item.quantity > 1 && (
              <p className="text-xs text-fg-subtle">
                {t('cart.each', { price: formatEur(item.price, i18n.language) })}
              </p>
            )}
          </div>
        </div>
      </div>
    </li>
  );
}
