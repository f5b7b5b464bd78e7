import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button';
import { useCart } from '@/lib/cart/use-cart';

export function CartButton() {
  const { t } = useTranslation();
  const { count, toggleCart, isOpen } = useCart();
  return (
    <button
      type="button"
      onClick={toggleCart}
      aria-expanded={isOpen}
      aria-haspopup="dialog"
      aria-label={count > 0 ? t('cart.openWithCount', { count }) : t('cart.open')}
      className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'relative text-fg' })}
    >
      <ShoppingCart className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-400 px-1 text-[11px] font-bold text-brand-950 ring-2 ring-ink-950"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
