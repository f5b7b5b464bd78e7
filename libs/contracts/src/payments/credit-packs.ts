// The credit packs on sale and which checkout amounts they add up to. Plain TypeScript with no
// dependency, so the storefront imports the same rule the server enforces.

/** The credit packs on sale (pricing page), in credits. */
export const CREDIT_PACKS = [10, 20, 30, 40, 50, 75, 100] as const;
export type CreditPack = (typeof CREDIT_PACKS)[number];

/** What the cart charges for one credit, in EUR: a pack of 10 is a 20 € line. */
export const CART_CREDIT_PRICE_EUR = 2;

/** The EUR price of each pack, as the cart adds it up: 20, 40, 60, 80, 100, 150, 200. */
export const CREDIT_PACK_PRICES_EUR: readonly number[] = CREDIT_PACKS.map(
  (pack) => pack * CART_CREDIT_PRICE_EUR,
);

// Every pack is a whole number of 5-credit steps; an amount is a cart total when its steps are a
// sum of packs' steps (any number of each). Known answers are kept, grown as larger ones are asked.
const STEP_CREDITS = 5;
const PACK_STEPS = CREDIT_PACKS.map((pack) => pack / STEP_CREDITS);
const reachable: boolean[] = [true];

function isSumOfPacks(steps: number): boolean {
  for (let n = reachable.length; n <= steps; n++) {
    reachable[n] = PACK_STEPS.some((pack) => pack <= n && reachable[n - pack]);
  }
  return reachable[steps];
}

/**
 * Whether `eurAmount` is what a cart of packs on sale costs: one pack's price, or the sum of
 * several (a cart may hold any number of each). 20 € is; 1, 3, 10 or 30 € are not.
 */
export function isCreditPackTotal(eurAmount: number): boolean {
  if (!Number.isFinite(eurAmount) || eurAmount <= 0) return false;
  const credits = eurAmount / CART_CREDIT_PRICE_EUR;
  if (!Number.isInteger(credits) || credits % STEP_CREDITS !== 0) return false;
  return isSumOfPacks(credits / STEP_CREDITS);
}
