import { ServiceConfig } from '@storefront/platform';

export class AdminConfig extends ServiceConfig {}
