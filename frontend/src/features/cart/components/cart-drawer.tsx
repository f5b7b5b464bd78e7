import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ShoppingBag, ShieldCheck } from 'lucide-react';
import { useAuth } from '@/lib/auth/auth-context';
import { formatEur, formatNumber } from '@/lib/format';
import { Drawer } from '@/components/ui/drawer';
import { Button, buttonStyles } from '@/components/ui/button';
import { checkoutHref } from '@/lib/cart/cart-model';
import { useCart } from '@/lib/cart/use-cart';
import { CartLine } from './cart-line';
import { LoginRequiredModal } from './login-required-modal';

export function CartDrawer() {
  const { t, i18n } = useTranslation();
  const { items, total, count, credits, isOpen, closeCart, updateQuantity, removeItem, clearCart } =
    useCart();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [loginPromptFor, setLoginPromptFor] = useState<string | null>(null);

  function checkout() {
    const href = checkoutHref(items);
    closeCart();
    if (user) void navigate({ href });
    else setLoginPromptFor(href);
  }

  const empty = items.length === 0;

  return (
    <>
      <Drawer
        open={isOpen}
        onClose={closeCart}
        title={t('cart.title')}
        meta={empty ? undefined : t('cart.itemCount', { count })}
        closeLabel={t('meta.close')}
        footer={
          empty ? undefined : (
            <div>
              <div className="mb-2 flex items-baseline justify-between">
                <span className="text-sm text-fg-muted">{t('cart.credits')}</span>
                <span className="font-semibold tabular-nums text-fg" data-testid="cart-credits">
                  {formatNumber(credits, i18n.language, 0)}
                </span>
              </div>
              <div className="flex items-baseline justify-between">
                <span className="text-sm text-fg-muted">{t('cart.total')}</span>
                <span
                  className="font-display text-2xl font-semibold tabular-nums text-fg"
                  data-testid="cart-total"
                >
                  {formatEur(total, i18n.language)}
                </span>
              </div>
              <p className="mt-1 flex items-center gap-1.5 text-xs text-fg-subtle">
                <ShieldCheck className="size-3.5 text-brand-300" aria-hidden="true" />
                {t('cart.oneTime')}
              </p>
              <Button block size="lg" className="mt-5" onClick={checkout}>
                {t('cart.checkout')}
              </Button>
              <div className="mt-3 grid grid-cols-2 gap-3">
                <Button variant="danger" onClick={clearCart}>
                  {t('cart.clearCart')}
                </Button>
                <Button variant="secondary" onClick={closeCart}>
                  {t('cart.continueShopping')}
                </Button>
              </div>
            </div>
          )
        }
      >
        {empty ? (
          <div className="flex h-full flex-col items-center justify-center px-4 py-16 text-center">
            <div className="flex size-16 items-center justify-center rounded-2xl bg-white/5 ring-1 ring-white/10">
              <ShoppingBag className="size-7 text-fg-subtle" aria-hidden="true" />
            </div>
            <p className="mt-5 text-lg font-semibold text-fg">{t('cart.empty')}</p>
            <p className="mt-2 max-w-xs text-sm text-fg-muted">{t('cart.emptyHint')}</p>
            <Link to="/pricing" onClick={closeCart} className={buttonStyles({ className: 'mt-6' })}>
              {t('cart.browseCredits')}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-3">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                onQuantityChange={(quantity) => updateQuantity(item.id, quantity)}
                onRemove={() => removeItem(item.id)}
              />
            ))}
          </ul>
        )}
      </Drawer>
      <LoginRequiredModal
        open={loginPromptFor !== null}
        onClose={() => setLoginPromptFor(null)}
        returnTo={loginPromptFor ?? '/'}
      />
    </>
  );
}
