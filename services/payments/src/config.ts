import { ServiceConfig } from '@storefront/platform';

export class PaymentsConfig extends ServiceConfig {}
