import type { Catalogue } from '../en';
import { common } from './common';
import { marketing } from './marketing';
import { legal } from './legal';

export const fr: Catalogue = { ...common, ...marketing, ...legal };
