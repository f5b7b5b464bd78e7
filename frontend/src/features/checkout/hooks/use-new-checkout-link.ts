// Where "Start a new checkout" goes: the checkout for what is in the cart now, since its amount is
// "set by your cart" (a bare /checkout/crypto would fall back to the default amount); with an
// empty cart there is nothing to check out, so the pricing page to pick a pack.
import { defaultParseSearch } from '@tanstack/react-router';
import { checkoutHref } from '@/lib/cart/cart-model';
import { useCart } from '@/lib/cart/use-cart';
import { APP_PATHS } from '@/lib/app-paths';

/** `to` and `search` for a `<Link>`. */
export function useNewCheckoutLink(): { to: string; search?: Record<string, unknown> } {
  const { items } = useCart();
  if (items.length === 0) return { to: APP_PATHS.pricing };
  const [to, query = ''] = checkoutHref(items).split('?');
  return { to, search: defaultParseSearch(query) };
}
