import { common } from './common';
import { marketing } from './marketing';
import { legal } from './legal';
import { account } from './account';
import { checkout } from './checkout';
import { dashboard } from './dashboard';
import { notifications } from './notifications';

/** The English catalogue: the reference every other language must match key for key. */
export const en = {
  ...common,
  ...marketing,
  ...legal,
  ...account,
  ...checkout,
  ...dashboard,
  ...notifications,
};
export type Catalogue = typeof en;
