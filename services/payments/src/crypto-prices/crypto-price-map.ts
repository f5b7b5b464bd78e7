import { CRYPTOS, CryptoPriceMap, PRICED_AS, PricedCoin } from '@storefront/contracts';

/** The price of every way to pay from the price of each coin (Lightning at bitcoin's). */
export function cryptoPriceMap(coins: Readonly<Record<PricedCoin, { price: number }>>): CryptoPriceMap {
  return Object.fromEntries(
    CRYPTOS.map((crypto) => [crypto, { price: coins[PRICED_AS[crypto]].price }]),
  ) as CryptoPriceMap;
}
