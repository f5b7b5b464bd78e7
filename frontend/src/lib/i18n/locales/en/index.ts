import { enCore } from './core';
import { legal } from './legal';
import { checkoutPage } from './checkout';
import { dashboard } from './dashboard';

/** The English catalogue: the reference every other language must match key for key. */
export const en = {
  ...enCore,
  ...legal,
  ...checkoutPage,
  ...dashboard,
};
export type Catalogue = typeof en;
