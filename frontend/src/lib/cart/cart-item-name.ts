// A cart item's name in the reader's language ("Pack of 40 credits" / "Pack de 40 crédits"): the
// stored item keeps SPEC's record, screens and toasts name the pack from the catalogue.
import type { TFunction } from 'i18next';
import { packCredits, type CartItem } from './cart-model';

export function cartItemName(item: Pick<CartItem, 'id' | 'name'>, t: TFunction): string {
  const credits = packCredits(item);
  return credits === null ? item.name : t('cart.packName', { count: credits });
}
