import { common } from './common';
import { marketing } from './marketing';
import { legal } from './legal';

/** The English catalogue: the reference every other language must match key for key. */
export const en = { ...common, ...marketing, ...legal };
export type Catalogue = typeof en;
